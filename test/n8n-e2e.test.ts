/**
 * The n8n package inside real n8n 2.40.7 on Node 24 (installed and cached by
 * the test tooling), against the sandbox and the relay: binary upload + face
 * swap with binary outputs, a 20-item batch, and the trigger's relay
 * subscription from activation to deactivation.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type Sandbox } from '@genservice/sandbox';
import type { RunningRelay } from '@genservice/webhook-relay';
import { inboundFor, startLocalRelay } from '../packages/n8n-nodes-dev/e2e/local-relay';
import { createN8n, installN8n, parseRunOutput, type N8n } from '../packages/n8n-nodes-dev/e2e/n8n';
import {
  batchWorkflow,
  credentialsFile,
  faceSwapWorkflow,
  pausedFailureWorkflow,
  relayWaitWorkflow,
  triggerWorkflow,
} from '../packages/n8n-nodes-dev/e2e/workflows';

jest.setTimeout(15 * 60_000);

const API_KEY = 'sk_e2e_n8n';
const DIRECT_SECRET = 'whsec_direct-mode-secret-e2e';
const TENANT = {
  id: 'n8n-e2e',
  inboundSecret: 'whsec_inbound-secret-e2e',
  apiToken: 'relay-token-for-n8n-e2e',
};

let sandbox: Sandbox;
let relay: RunningRelay;
let n8n: N8n;
let collector: Server;
let collectorUrl: string;
const hits: Record<string, unknown>[] = [];
let relayDir: string;
const started = Date.now();

const relayGet = async (path: string) =>
  (
    await fetch(`${relay.url}${path}`, { headers: { authorization: `Bearer ${TENANT.apiToken}` } })
  ).json();
const sandboxPost = async (path: string, body: unknown) =>
  (
    await fetch(`${sandbox.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json() as Promise<{ id: string }>;

async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  const paths = installN8n();
  relayDir = mkdtempSync(join(tmpdir(), 'genservice-relay-'));
  relay = await startLocalRelay(relayDir, TENANT);
  sandbox = await startSandbox({
    apiKey: API_KEY,
    port: 0,
    quiet: true,
    jobDurationMs: 500,
    duplicateEvents: true,
    webhooks: [inboundFor(relay, TENANT)],
  });
  collector = createServer((req, res) => {
    let body = '';
    req
      .on('data', (c) => (body += c))
      .on('end', () => {
        hits.push(JSON.parse(body));
        res.end('{}');
      });
  });
  await new Promise<void>((r) => collector.listen(0, '127.0.0.1', r));
  collectorUrl = `http://127.0.0.1:${(collector.address() as { port: number }).port}/hit`;

  n8n = await createN8n(paths);
  await n8n.cli([
    'import:credentials',
    `--input=${n8n.file('creds.json', credentialsFile({ apiKey: API_KEY, baseUrl: sandbox.baseUrl, relayUrl: relay.url, relayToken: TENANT.apiToken, webhookSecret: DIRECT_SECRET }))}`,
  ]);
  await n8n.cli([
    'import:workflow',
    `--input=${n8n.file('workflows.json', [faceSwapWorkflow(), batchWorkflow('gsBatchOf20wf001', 20), triggerWorkflow(collectorUrl), triggerWorkflow(collectorUrl, 'direct'), relayWaitWorkflow(collectorUrl), pausedFailureWorkflow(collectorUrl)])}`,
  ]);
});

afterAll(async () => {
  await n8n?.stop();
  await sandbox?.close();
  await relay?.close();
  await new Promise((r) => (collector ? collector.close(r) : r(undefined)));
  if (relayDir) rmSync(relayDir, { recursive: true, force: true });
  console.log(`real-n8n e2e wall time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

describe('n8n-nodes-magic-hour in real n8n', () => {
  it('uploads a binary, creates a face swap photo and returns the output as binary data', async () => {
    const { stdout } = await n8n.cli(['execute', '--id=gsFaceSwapPhoto1', '--rawOutput']);
    const run = parseRunOutput(stdout);
    const [item] = run.data.resultData.runData['Face Swap']![0]!.data.main[0]!;
    expect(item!.json).toMatchObject({ status: 'complete', kind: 'image' });
    expect(item!.binary!.data).toMatchObject({
      fileName: expect.stringMatching(/^face\.(png|jpg)$/),
      mimeType: expect.stringMatching(/^image\//),
    });
    expect(item!.binary!.data!.fileSize).toEqual(expect.any(String));
  });

  it('runs a 20-item batch with every output paired to its input', async () => {
    const { stdout } = await n8n.cli(['execute', '--id=gsBatchOf20wf001', '--rawOutput']);
    const items = parseRunOutput(stdout).data.resultData.runData['QR Codes']![0]!.data.main[0]! as {
      json: Record<string, unknown>;
      pairedItem?: { item: number };
    }[];
    expect(items).toHaveLength(20);
    expect(items.map((i) => i.pairedItem?.item)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(items.every((i) => i.json.status === 'complete')).toBe(true);
    expect(new Set(items.map((i) => i.json.id)).size).toBe(20);
  });

  it('activates the trigger through the relay, runs once per matching event, and unsubscribes on deactivation', async () => {
    await n8n.cli(['publish:workflow', '--id=gsTriggerFlow001']);
    await n8n.cli(['publish:workflow', '--id=gsRelayWaitFlow1']);
    await n8n.cli(['publish:workflow', '--id=gsDirectTrigger1']);
    await n8n.cli(['publish:workflow', '--id=gsRelayFailure1']);
    await n8n.start();
    const sub = await until(
      'the relay subscription',
      async () =>
        ((await relayGet('/v1/subscriptions')) as { data: { url: string; events: string[] }[] })
          .data[0],
      20_000,
    ).catch((err) => {
      throw new Error(`${err.message}\n${n8n.logs().slice(-3000)}`);
    });
    expect(sub).toMatchObject({
      url: `${n8n.url}/webhook/e2e-genservice-trigger/webhook`,
      events: ['image.completed'],
    });

    const image = await sandboxPost('/v1/ai-qr-code-generator', {
      content: 'e2e',
      style: { art_style: 'Watercolor' },
    });
    await sandboxPost('/v1/text-to-video', { end_seconds: 5, style: { prompt: 'a cat' } });
    await until('the image.completed execution', async () => (hits.length ? true : undefined));
    await new Promise((r) => setTimeout(r, 3000));
    expect(hits.filter((h) => h.event_type)).toEqual([
      expect.objectContaining({ event_type: 'image.completed', id: image.id, status: 'complete' }),
    ]);

    const forged = await fetch(sub.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': 'msg_x',
        'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
        'webhook-signature': 'v1,AAAA',
      },
      body: '{"type":"image.completed","data":{"id":"fake","status":"complete"}}',
    });
    expect(forged.status).toBe(401);
    expect(hits.filter((h) => h.event_type)).toHaveLength(1);

    const apiKey = await n8n.ownerApiKey();
    const res = await fetch(`${n8n.url}/api/v1/workflows/gsTriggerFlow001/deactivate`, {
      method: 'POST',
      headers: { 'x-n8n-api-key': apiKey },
    });
    expect(res.status).toBe(200);
    await until(
      'the relay subscription to be removed',
      async () =>
        ((await relayGet('/v1/subscriptions')) as { data: unknown[] }).data.length === 0 ||
        undefined,
    );
  });

  it('pauses a run while its job renders and resumes it when the relay reports the job ended (after the trigger test started n8n)', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${sandbox.baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await post('/_sandbox/scenario', { jobDurationMs: 4000 });
    try {
      expect(
        (
          await fetch(`${n8n.url}/webhook/gs-relay-wait`, {
            method: 'POST',
            body: '{}',
            headers: { 'content-type': 'application/json' },
          })
        ).status,
      ).toBe(200);
      const watch = await until('a relay watch on the paused run', async () =>
        (
          (await relayGet('/v1/subscriptions')) as {
            data: { url: string; once: boolean; project_id: string | null }[];
          }
        ).data.find((s) => s.once && s.url.includes('/webhook-waiting/')),
      );
      expect(watch.project_id).toEqual(expect.any(String));
      const result = await until(
        'the resumed run to post its result',
        async () => hits.find((h) => h.source === 'relay-wait'),
        30_000,
      );
      expect(result).toEqual({
        source: 'relay-wait',
        id: watch.project_id,
        status: 'complete',
        fileName: expect.stringMatching(/^AI QR Code Generator\b.*\.(png|jpg)$/),
      });
    } finally {
      await post('/_sandbox/scenario', { jobDurationMs: 500 });
    }
  });

  it("verifies the service's own signature in Direct mode and runs once per event despite duplicate deliveries", async () => {
    const auth = { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' };
    const url = `${n8n.url}/webhook/e2e-genservice-direct/webhook`;
    await fetch(`${sandbox.baseUrl}/_sandbox/webhooks`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ url, secret: DIRECT_SECRET, events: ['video.completed'] }),
    });
    const video = await sandboxPost('/v1/text-to-video', {
      end_seconds: 5,
      style: { prompt: 'a dog' },
    });
    await until('the video.completed execution', async () =>
      hits.find((h) => h.event_type === 'video.completed'),
    );
    await new Promise((r) => setTimeout(r, 3000));
    expect(hits.filter((h) => h.event_type === 'video.completed')).toEqual([
      expect.objectContaining({ id: video.id, kind: 'video', event_type: 'video.completed' }),
    ]);
  });

  it('resumes a paused run whose job failed with an item carrying the service error', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${sandbox.baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await post('/_sandbox/scenario', {
      jobDurationMs: 3000,
      failNext: { code: 'unknown_error', message: 'Rendering failed' },
    });
    try {
      expect(
        (
          await fetch(`${n8n.url}/webhook/gs-relay-fail`, {
            method: 'POST',
            body: '{}',
            headers: { 'content-type': 'application/json' },
          })
        ).status,
      ).toBe(200);
      const result = await until(
        'the resumed run to post its failed item',
        async () => hits.find((h) => h.source === 'relay-fail'),
        30_000,
      );
      expect(result).toEqual({
        source: 'relay-fail',
        id: expect.any(String),
        status: 'error',
        error: expect.stringContaining('unknown_error'),
      });
    } finally {
      await post('/_sandbox/scenario', { jobDurationMs: 500 });
    }
  });
});
