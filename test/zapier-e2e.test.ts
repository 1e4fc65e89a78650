/**
 * The Zapier app end to end over real HTTP on 127.0.0.1, with the relay as
 * the publisher hosts it: the sandbox stands in for the service, and the app
 * knows both only from the publisher's settings (`GENSERVICE_BASE_URL`,
 * `GENSERVICE_RELAY_URL`); the user types the API key and the signing secret,
 * nothing else. The connection test creates the key's tenant on the relay and
 * stores the secret; the sandbox then sends its signed webhooks to the
 * tenant's inbound URL (what the user pastes into the service's dashboard).
 * The app runs in zapier-platform-core's own handler (`createAppTester`, and
 * the lambda handler where a callback URL must be the test's). A create that
 * waits is paused on a callback URL the test serves, the relay's watch
 * delivery arrives there, and `performResume` returns the finished project; a
 * subscribed REST hook receives a completed event that `perform` verifies and
 * unwraps; a keyed create is remembered in the relay's ledger.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { startSandbox, type Sandbox } from '@genservice/sandbox';
import type { RunningRelay } from '@genservice/webhook-relay';
import { createAppTester } from 'zapier-platform-core';
import createLambdaHandler from 'zapier-platform-core/src/tools/create-lambda-handler';
import App from '../packages/zapier-app/src';
import { connectionLabel } from '../packages/zapier-app/src/auth/authentication';
import type { ConnectionTestResult } from '../packages/zapier-app/src/auth/connection-test';
import { RELAY_URL_ENV } from '../packages/zapier-app/src/auth/settings';
import {
  authenticationOf,
  callable,
  createOf,
  hookOf,
  type HookBundle,
} from '../packages/zapier-app/test/app-members';
import { publisherSettings, startHostedRelay, zapierHeaders } from './support/zapier-hosted';

const API_KEY = 'sk_zapier_e2e';
const INBOUND_SECRET = 'whsec_zapier_e2e_inbound';
const SECRET_KEYS = `k1:${Buffer.alloc(32, 3).toString('base64')}`;
const FACE = readFileSync(join(__dirname, '..', 'packages', 'sandbox', 'samples', 'face.png'));

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The test's own HTTP server: serves a file without an extension in its URL and records every POST. */
async function testServer() {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/files/face') {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': FACE.length }).end(FACE);
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const waitFor = async (
    path: string,
    match: (body: { type?: string; data?: { id?: string } }) => boolean,
  ): Promise<Received> => {
    for (let i = 0; i < 300; i++) {
      const hit = received.find((r) => r.path === path && match(JSON.parse(r.body)));
      if (hit) return hit;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(
      `nothing matching arrived at ${path}; got ${received.map((r) => `${r.path} ${r.body.slice(0, 80)}`).join(' | ')}`,
    );
  };
  const close = () =>
    new Promise<void>((r) => (server.close(() => r()), server.closeAllConnections()));
  return { url, received, waitFor, close };
}

/**
 * The relay as the app sees it, but slow to register watches: a watch is forwarded only once
 * the relay has stored its project's final event (the lost-wake-up order: event first).
 */
async function lateWatchRelay(relayUrl: string, token: string) {
  const forward = async (
    method: string,
    path: string,
    headers: IncomingHttpHeaders,
    body: string,
  ) =>
    fetch(`${relayUrl}${path}`, {
      method,
      headers: { authorization: String(headers.authorization), 'content-type': 'application/json' },
      body: method === 'GET' || method === 'DELETE' ? undefined : body,
    });
  const eventStored = async (projectId: string, types: string[]) => {
    for (let i = 0; i < 200; i++) {
      const answer = await fetch(`${relayUrl}/v1/events?type=${types.join(',')}&limit=100`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const { data } = (await answer.json()) as { data: { data?: { id?: string } }[] };
      if (data.some((e) => e.data?.id === projectId)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`the relay never stored a final event of ${projectId}`);
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (req.method === 'POST' && req.url === '/v1/subscriptions') {
        const watch = JSON.parse(body) as { project_id: string; events: string[] };
        await eventStored(watch.project_id, watch.events);
      }
      const answer = await forward(req.method ?? 'GET', req.url ?? '/', req.headers, body);
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((r) => (server.close(() => r()), server.closeAllConnections()));
  return { url, close };
}

describe('Zapier app end to end (sandbox, relay, real HTTP)', () => {
  let sandbox: Sandbox;
  let relay: RunningRelay;
  let server: Awaited<ReturnType<typeof testServer>>;
  let hosted: Awaited<ReturnType<typeof startHostedRelay>>;
  let restoreSettings: () => void;
  let authData: Record<string, string>;
  const appTester = createAppTester(App);

  const connectionTest = callable(authenticationOf().test, 'authentication.test');
  const tenantOf = async () =>
    (await (
      await fetch(`${relay.url}/v1/tenants/me`, { headers: { authorization: `Bearer ${API_KEY}` } })
    ).json()) as { id: string; inbound_url: string; receiving: boolean };

  beforeAll(async () => {
    sandbox = await startSandbox({ apiKey: API_KEY, port: 0, quiet: true, jobDurationMs: 1_500 });
    hosted = await startHostedRelay(sandbox.baseUrl, SECRET_KEYS);
    relay = hosted.relay;
    // The publisher's settings for this app version (`zapier env:set`).
    restoreSettings = publisherSettings(sandbox.baseUrl, relay.url);
    server = await testServer();
    authData = { api_key: API_KEY, webhook_secret: INBOUND_SECRET };
  });

  afterAll(async () => {
    restoreSettings?.();
    await server?.close();
    await hosted?.close();
    await sandbox?.close();
  });

  it('joins the relay in the connection test: creates the tenant and stores the signing secret', async () => {
    const result = (await appTester(connectionTest, { authData })) as ConnectionTestResult & {
      relay: NonNullable<ConnectionTestResult['relay']>;
    };
    expect(result).toMatchObject({
      account: null,
      service: new URL(sandbox.baseUrl).host,
      relay: { receiving: false, inbound_secret_set: true },
    });
    expect(result.relay.inbound_url).toMatch(
      new RegExp(`^${relay.url}/v1/inbound/t_[A-Za-z0-9_-]{22}$`),
    );
    const label = connectionLabel(result);
    expect(label).toMatch(/^key [0-9a-f]{8} \(127\.0\.0\.1:\d+\)$/);
    expect(JSON.stringify(result)).not.toContain(API_KEY);
    expect(JSON.stringify(result)).not.toContain(INBOUND_SECRET);

    // The user adds the inbound URL in the service's dashboard, with the secret it shows.
    const registered = await fetch(`${sandbox.baseUrl}/_sandbox/webhooks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: result.relay.inbound_url, secret: INBOUND_SECRET }),
    });
    expect(registered.status).toBe(201);
  });

  it("pauses a create on the callback URL and resumes it with the relay's delivery", async () => {
    const handler = createLambdaHandler(App);
    const callbackUrl = `${server.url}/callback/1`;
    const bundle = {
      authData,
      inputData: {
        assets__target_file_path: `${server.url}/files/face`,
        assets__source_file_path: 'https://cdn.example.test/face.png',
      },
      meta: { isLoadingSample: false },
    };
    const paused = await handler({
      command: 'execute',
      method: 'creates.face_swap_photo.operation.perform',
      bundle,
      callback_url: callbackUrl,
    });
    expect(paused.status).toBe('CALLBACK');
    expect(paused.results).toMatchObject({ kind: 'image', status: 'queued' });
    const created = paused.results as { id: string; kind: string };

    const delivery = await server.waitFor('/callback/1', (b) => b.data?.id === created.id);
    const body = JSON.parse(delivery.body);
    expect(body.type).toBe('image.completed');
    expect(delivery.headers['webhook-signature']).toMatch(/^v1,/);

    const resume = callable(
      createOf('face_swap_photo').operation.performResume,
      'face_swap_photo performResume',
    );
    const finished = (await appTester(resume, {
      authData,
      outputData: created,
      cleanedRequest: body,
    })) as Record<string, unknown>;
    expect(finished).toMatchObject({ id: created.id, kind: 'image', status: 'complete' });
    const download = await fetch(String(finished.download_url));
    expect(download.status).toBe(200);
    expect((await download.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('still calls back when the final event reaches the relay before the step registers its watch', async () => {
    const late = await lateWatchRelay(relay.url, API_KEY);
    process.env[RELAY_URL_ENV] = late.url;
    try {
      const handler = createLambdaHandler(App);
      const paused = await handler({
        command: 'execute',
        method: 'creates.ai_qr_code_generator.operation.perform',
        bundle: {
          authData,
          inputData: { content: 'https://example.com/late', style__art_style: 'Watercolor' },
          meta: { isLoadingSample: false },
        },
        callback_url: `${server.url}/callback/late`,
      });
      expect(paused.status).toBe('CALLBACK');
      const created = paused.results as { id: string };
      const delivery = await server.waitFor('/callback/late', (b) => b.data?.id === created.id);
      expect(JSON.parse(delivery.body).type).toBe('image.completed');
      await new Promise((r) => setTimeout(r, 1_500));
      expect(server.received.filter((r) => r.path === '/callback/late')).toHaveLength(1);
    } finally {
      process.env[RELAY_URL_ENV] = relay.url;
      await late.close();
    }
  });

  it('delivers a completed event to a subscribed REST hook, lists it, and unsubscribes', async () => {
    const trigger = hookOf('project_completed');
    const hookUrl = `${server.url}/hooks/completed`;
    const subscribe = callable(trigger.performSubscribe, 'project_completed performSubscribe');
    const subscription = (await appTester(subscribe, {
      authData,
      targetUrl: hookUrl,
      inputData: { kind: 'image' },
    })) as { id: string; secret: string };
    expect(subscription.secret).toMatch(/^whsec_/);

    const create = callable(
      createOf('ai_qr_code_generator').operation.perform,
      'ai_qr_code_generator perform',
    );
    const created = (await appTester(create, {
      authData,
      inputData: {
        content: 'https://example.com',
        style__art_style: 'Watercolor',
        wait_for_result: 'false',
      },
    })) as { id: string };
    const delivery = await server.waitFor('/hooks/completed', (b) => b.data?.id === created.id);

    const rawRequest = {
      method: 'POST' as const,
      content: delivery.body,
      headers: zapierHeaders(delivery.headers),
    };
    const perform = callable<HookBundle>(trigger.perform, 'project_completed perform');
    const items = (await appTester(perform, {
      authData,
      inputData: { kind: 'image' },
      subscribeData: subscription,
      cleanedRequest: JSON.parse(delivery.body),
      rawRequest,
    })) as Record<string, unknown>[];
    expect(items).toEqual([
      expect.objectContaining({
        id: created.id,
        kind: 'image',
        status: 'complete',
        event_type: 'image.completed',
      }),
    ]);
    expect(items[0]!.download_url).toEqual(expect.stringContaining(sandbox.baseUrl));

    const list = callable(trigger.performList, 'project_completed performList');
    const listed = (await appTester(list, {
      authData,
      inputData: { kind: 'image' },
      meta: { limit: 10 },
    })) as Record<string, unknown>[];
    const same = listed.find((e) => e.id === created.id);
    expect(same).toBeDefined();
    expect(Object.keys(same!).sort()).toEqual(Object.keys(items[0]!).sort());

    const unsubscribe = callable<HookBundle>(
      trigger.performUnsubscribe,
      'project_completed performUnsubscribe',
    );
    await appTester(unsubscribe, { authData, subscribeData: subscription });
    const gone = await fetch(`${relay.url}/v1/subscriptions/${subscription.id}`, {
      headers: { authorization: `Bearer ${API_KEY}` },
    });
    expect(gone.status).toBe(404);
  });

  it('reports receiving once signed events arrived, and a repeated connection test keeps it', async () => {
    expect(await tenantOf()).toMatchObject({ receiving: true });
    await expect(appTester(connectionTest, { authData })).resolves.toMatchObject({
      relay: { receiving: true, setup: null },
    });
    expect(await tenantOf()).toMatchObject({ receiving: true });
  });

  it("remembers a step's dedupe key in the relay's ledger, authenticated with the API key", async () => {
    const create = callable(
      createOf('ai_qr_code_generator').operation.perform,
      'ai_qr_code_generator perform',
    );
    const bundle = {
      authData,
      inputData: {
        content: 'https://example.com/keyed',
        style__art_style: 'Watercolor',
        wait_for_result: 'false',
        dedupe_key: 'row-e2e-1',
      },
      meta: { zap: { id: 'zap-e2e', user: { timezone: 'UTC' } } },
    };
    const first = (await appTester(create, bundle)) as { id: string; reused: boolean };
    expect(first.reused).toBe(false);
    const again = (await appTester(create, bundle)) as { id: string; reused: boolean };
    expect(again).toMatchObject({ id: first.id, reused: true });
    const entry = await fetch(
      `${relay.url}/v1/ledger/${encodeURIComponent('zap:zap-e2e:row-e2e-1')}`,
      { headers: { authorization: `Bearer ${API_KEY}` } },
    );
    expect(await entry.json()).toMatchObject({ state: 'created', project_id: first.id });
  });
});
