/**
 * "Only Jobs This Zap Created" end to end on one API key, over real HTTP on 127.0.0.1: two Zaps
 * each subscribe a Project Completed REST hook with the option on, and each creates jobs of its
 * own tool; untagged jobs (made outside a Zap) run alongside. The sandbox sends its signed
 * webhooks to the relay, which applies each subscription's filters: each hook receives exactly
 * its Zap's jobs (0 cross-deliveries, each verified by the trigger's `perform`), and a hook whose
 * filters nothing matches gets no delivery row. An unfiltered hook shows that every event flowed.
 * A canceled job (the service sends no event; the relay's watchdog finds it) fires the Project
 * Canceled trigger of its own Zap once, and not the other Zap's.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSandbox, type Sandbox } from '@genservice/sandbox';
import type { RunningRelay } from '@genservice/webhook-relay';
import { createAppTester } from 'zapier-platform-core';
import createLambdaHandler from 'zapier-platform-core/src/tools/create-lambda-handler';
import App from '../packages/zapier-app/src';
import {
  authenticationOf,
  callable,
  createOf,
  hookOf,
  type HookBundle,
} from '../packages/zapier-app/test/app-members';
import { publisherSettings, startHostedRelay, zapierHeaders } from './support/zapier-hosted';

const API_KEY = 'sk_zapier_filters_e2e';
const INBOUND_SECRET = 'whsec_zapier_filters_e2e_inbound';
const SECRET_KEYS = `k1:${Buffer.alloc(32, 5).toString('base64')}`;
const PER_ZAP = 10;
const UNTAGGED = 3;
const ONLY_OWN = { only_this_zap: 'true' };

interface Delivery {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** The test's subscriber: records every POST by path. */
async function hookServer() {
  const received: Delivery[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) headers[k] = String(v);
      received.push({ path: req.url ?? '', headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const at = (path: string) => received.filter((r) => r.path === path);
  /** Waits (up to 30 s) until `path` has received `count` deliveries. */
  const until = async (path: string, count: number) => {
    for (let i = 0; i < 600 && at(path).length < count; i++)
      await new Promise((r) => setTimeout(r, 50));
    return at(path);
  };
  const close = () =>
    new Promise<void>((r) => (server.close(() => r()), server.closeAllConnections()));
  return { url, at, until, close };
}

const dataId = (d: Delivery) => (JSON.parse(d.body) as { data: { id: string } }).data.id;

describe('Zapier triggers hear only their own Zap (sandbox, relay, real HTTP)', () => {
  jest.setTimeout(120_000);
  let sandbox: Sandbox;
  let relay: RunningRelay;
  let hooks: Awaited<ReturnType<typeof hookServer>>;
  let hosted: Awaited<ReturnType<typeof startHostedRelay>>;
  let restoreSettings: () => void;
  const authData = { api_key: API_KEY, webhook_secret: INBOUND_SECRET };
  const appTester = createAppTester(App);
  const trigger = hookOf('project_completed');
  const subscribe = callable(trigger.performSubscribe, 'project_completed performSubscribe');
  const perform = callable<HookBundle>(trigger.perform, 'project_completed perform');
  const relayGet = async (path: string) =>
    (await (
      await fetch(`${relay.url}${path}`, { headers: { authorization: `Bearer ${API_KEY}` } })
    ).json()) as { data: { event_type: string; status: string }[] };

  beforeAll(async () => {
    sandbox = await startSandbox({ apiKey: API_KEY, port: 0, quiet: true, jobDurationMs: 1_500 });
    hosted = await startHostedRelay(sandbox.baseUrl, SECRET_KEYS, { watchdogQuietMs: 1 });
    relay = hosted.relay;
    restoreSettings = publisherSettings(sandbox.baseUrl, relay.url);
    hooks = await hookServer();
    const connectionTest = callable(authenticationOf().test, 'authentication.test');
    const joined = (await appTester(connectionTest, { authData })) as {
      relay: { inbound_url: string };
    };
    const registered = await fetch(`${sandbox.baseUrl}/_sandbox/webhooks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: joined.relay.inbound_url, secret: INBOUND_SECRET }),
    });
    expect(registered.status).toBe(201);
  });

  afterAll(async () => {
    restoreSettings?.();
    await hooks?.close();
    await hosted?.close();
    await sandbox?.close();
  });

  it('delivers each Zap exactly its own jobs, and nothing a hook does not match', async () => {
    const zaps = [
      {
        meta: { zap: { id: '700001', user: { timezone: 'UTC' } } },
        path: '/hooks/zap-a',
        create: 'ai_qr_code_generator',
        input: { content: 'https://example.com/a', style__art_style: 'Watercolor' },
      },
      {
        meta: { zap: { id: '700002', user: { timezone: 'UTC' } } },
        path: '/hooks/zap-b',
        create: 'ai_image_generator',
        input: { style__prompt: 'A lighthouse at dusk', image_count: 1 },
      },
    ];
    const subs = [];
    for (const zap of zaps)
      subs.push(
        (await appTester(subscribe, {
          authData,
          targetUrl: `${hooks.url}${zap.path}`,
          inputData: ONLY_OWN,
          meta: zap.meta,
        })) as { id: string; secret: string; filters?: unknown },
      );
    expect(subs.map((s) => s.filters)).toEqual([
      { created_by: 'zap-700001' },
      { created_by: 'zap-700002' },
    ]);
    const everything = (await appTester(subscribe, {
      authData,
      targetUrl: `${hooks.url}/hooks/all`,
      inputData: {},
    })) as { id: string };
    const lipSyncOnly = (await appTester(subscribe, {
      authData,
      targetUrl: `${hooks.url}/hooks/lip-sync`,
      inputData: { tools: ['LIP_SYNC'], name_contains: 'nothing made here' },
    })) as { id: string };

    // Interleaved: Zap A, Zap B, and now and then a job made outside any Zap.
    const made: Record<string, string[]> = { a: [], b: [], none: [] };
    for (let i = 0; i < PER_ZAP; i++) {
      for (const [n, zap] of zaps.entries()) {
        const create = callable(createOf(zap.create).operation.perform, `${zap.create} perform`);
        const job = (await appTester(create, {
          authData,
          inputData: { ...zap.input, name: `Job ${i}`, wait_for_result: 'false' },
          meta: zap.meta,
        })) as { id: string; name: string };
        made[n === 0 ? 'a' : 'b']!.push(job.id);
      }
      if (i < UNTAGGED) {
        const create = callable(createOf('ai_qr_code_generator').operation.perform, 'untagged');
        const job = (await appTester(create, {
          authData,
          inputData: { ...zaps[0]!.input, name: `Loose ${i}`, wait_for_result: 'false' },
        })) as { id: string };
        made.none!.push(job.id);
      }
    }
    const total = 2 * PER_ZAP + UNTAGGED;

    // Every completed event reached the relay (the unfiltered hook hears them all).
    const all = await hooks.until('/hooks/all', total);
    expect(new Set(all.map(dataId)).size).toBe(total);

    const got = {
      a: await hooks.until('/hooks/zap-a', PER_ZAP),
      b: await hooks.until('/hooks/zap-b', PER_ZAP),
    };
    expect(got.a.map(dataId).sort()).toEqual([...made.a!].sort());
    expect(got.b.map(dataId).sort()).toEqual([...made.b!].sort());
    const cross =
      got.a.filter((d) => !made.a!.includes(dataId(d))).length +
      got.b.filter((d) => !made.b!.includes(dataId(d))).length;
    expect(cross).toBe(0);

    // The relay made delivery rows only for matching events.
    for (const [sub, count] of [
      [subs[0]!, PER_ZAP],
      [subs[1]!, PER_ZAP],
      [everything, total],
      [lipSyncOnly, 0],
    ] as const) {
      const rows = await relayGet(`/v1/deliveries?subscription_id=${sub.id}&limit=500`);
      expect(rows.data).toHaveLength(count);
    }

    // Each Zap's perform verifies its deliveries and outputs the tagged project.
    for (const [n, key] of (['a', 'b'] as const).entries()) {
      for (const d of got[key]) {
        const items = (await appTester(perform, {
          authData,
          inputData: ONLY_OWN,
          meta: zaps[n]!.meta,
          subscribeData: subs[n]!,
          cleanedRequest: JSON.parse(d.body),
          rawRequest: { method: 'POST', content: d.body, headers: zapierHeaders(d.headers) },
        })) as { id: string; name: string; event_type: string }[];
        expect(items).toHaveLength(1);
        expect(items[0]!.name).toMatch(new RegExp(`^\\[zap-70000${n + 1}\\] Job \\d$`));
        expect(items[0]!.event_type).toBe('image.completed');
      }
    }
  });

  it('fires the Project Canceled trigger of the Zap that made a canceled job, once', async () => {
    const canceled = hookOf('project_canceled');
    const subscribeCanceled = callable(canceled.performSubscribe, 'project_canceled subscribe');
    const metaOf = (id: string) => ({ zap: { id, user: { timezone: 'UTC' } } });
    const subs = [];
    for (const [id, path] of [
      ['700001', '/hooks/canceled-a'],
      ['700002', '/hooks/canceled-b'],
    ] as const)
      subs.push(
        (await appTester(subscribeCanceled, {
          authData,
          targetUrl: `${hooks.url}${path}`,
          inputData: ONLY_OWN,
          meta: metaOf(id),
        })) as { id: string; secret: string },
      );

    // Zap A's step waits for its result: paused on a callback, the relay watches the job.
    const paused = await createLambdaHandler(App)({
      command: 'execute',
      method: 'creates.ai_qr_code_generator.operation.perform',
      bundle: {
        authData,
        inputData: {
          content: 'https://example.com/c',
          style__art_style: 'Watercolor',
          name: 'Gone',
        },
        meta: { ...metaOf('700001'), isLoadingSample: false },
      },
      callback_url: `${hooks.url}/callback/a`,
    });
    expect(paused.status).toBe('CALLBACK');
    const job = paused.results as { id: string };
    const cancel = await fetch(`${sandbox.baseUrl}/_sandbox/projects/${job.id}/cancel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${API_KEY}` },
    });
    expect(cancel.status).toBe(200);

    await relay.watchdog.runOnce();
    const [delivery] = await hooks.until('/hooks/canceled-a', 1);
    await hooks.until('/callback/a', 1);
    await relay.watchdog.runOnce();
    const rows = await Promise.all(
      subs.map((s) => relayGet(`/v1/deliveries?subscription_id=${s.id}&limit=500`)),
    );
    expect(rows.map((r) => r.data.length)).toEqual([1, 0]);
    expect(hooks.at('/hooks/canceled-a')).toHaveLength(1);
    expect(hooks.at('/hooks/canceled-b')).toHaveLength(0);

    const perform = callable<HookBundle>(canceled.perform, 'project_canceled perform');
    const items = await appTester(perform, {
      authData,
      inputData: ONLY_OWN,
      meta: metaOf('700001'),
      subscribeData: subs[0]!,
      cleanedRequest: JSON.parse(delivery!.body),
      rawRequest: {
        method: 'POST',
        content: delivery!.body,
        headers: zapierHeaders(delivery!.headers),
      },
    });
    expect(items).toEqual([
      expect.objectContaining({
        id: job.id,
        name: '[zap-700001] Gone',
        status: 'canceled',
        event_type: 'image.canceled',
      }),
    ]);
  });
});
