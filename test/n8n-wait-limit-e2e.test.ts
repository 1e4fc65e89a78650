/**
 * Limit Wait Time for a paused run, inside real n8n: a webhook-started run
 * pauses on a job that renders far longer than Max Wait; n8n resumes the run
 * at the limit itself (its wait tracker, not the relay), and the next node
 * gets the cut job as an error item carrying its project ID, while the job
 * keeps running at the service.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type Sandbox } from '@genservice/sandbox';
import type { RunningRelay } from '@genservice/webhook-relay';
import { inboundFor, startLocalRelay } from '../packages/n8n-nodes-dev/e2e/local-relay';
import { createN8n, installN8n, type N8n } from '../packages/n8n-nodes-dev/e2e/n8n';
import {
  collect,
  CREDENTIAL,
  credentialsFile,
  workflow,
} from '../packages/n8n-nodes-dev/e2e/workflows';

jest.setTimeout(10 * 60_000);

const API_KEY = 'sk_e2e_wait_limit';
const TENANT = {
  id: 'wait-limit',
  inboundSecret: 'whsec_inbound-secret-wait-limit',
  apiToken: 'relay-token-for-wait-limit-e2e',
};
const MAX_WAIT_MINUTES = 0.2;

let sandbox: Sandbox;
let relay: RunningRelay;
let n8n: N8n;
let collector: Server;
let relayDir: string;
const hits: Record<string, unknown>[] = [];

/** Webhook → QR code paused until its job ends or Max Wait → post what the node output. */
function limitedPauseWorkflow(collectorUrl: string) {
  return workflow('gsWaitLimitFlow1', 'Paused run with Limit Wait Time', [
    {
      name: 'Start Hook',
      type: 'n8n-nodes-base.webhook',
      typeVersion: 2,
      webhookId: 'e2e-genservice-wait-limit',
      parameters: { httpMethod: 'POST', path: 'gs-wait-limit', responseMode: 'onReceived' },
    },
    {
      name: 'QR Code',
      type: 'n8n-nodes-magic-hour.genService',
      typeVersion: 1,
      credentials: { genServiceApi: CREDENTIAL },
      onError: 'continueRegularOutput',
      parameters: {
        resource: 'image',
        operation: 'ai-qr-code-generator',
        content: 'limited pause',
        style_art_style: 'Watercolor',
        additionalFields: {},
        waitForCompletion: true,
        downloadOutputs: false,
        options: { waitMethod: 'auto', limitWaitTime: true, maxWaitMinutes: MAX_WAIT_MINUTES },
      },
    },
    collect(
      collectorUrl,
      '={{ JSON.stringify({ project_id: $json.project_id, status: $json.status, timedOut: $json.timedOut, error: $json.error, body: $json.body }) }}',
    ),
  ]);
}

beforeAll(async () => {
  const paths = installN8n();
  relayDir = mkdtempSync(join(tmpdir(), 'genservice-relay-wl-'));
  relay = await startLocalRelay(relayDir, TENANT);
  sandbox = await startSandbox({
    apiKey: API_KEY,
    port: 0,
    quiet: true,
    jobDurationMs: 10 * 60_000,
    webhooks: [inboundFor(relay, TENANT)],
  });
  collector = createServer((req, res) => {
    let body = '';
    req
      .on('data', (c) => (body += c))
      .on('end', () => (hits.push(JSON.parse(body)), res.end('{}')));
  });
  await new Promise<void>((r) => collector.listen(0, '127.0.0.1', r));
  const collectorUrl = `http://127.0.0.1:${(collector.address() as { port: number }).port}/hit`;

  n8n = await createN8n(paths);
  const creds = { apiKey: API_KEY, baseUrl: sandbox.baseUrl, relayUrl: relay.url };
  await n8n.cli([
    'import:credentials',
    `--input=${n8n.file('creds.json', credentialsFile({ ...creds, relayToken: TENANT.apiToken }))}`,
  ]);
  await n8n.cli([
    'import:workflow',
    `--input=${n8n.file('workflows.json', [limitedPauseWorkflow(collectorUrl)])}`,
  ]);
  await n8n.cli(['publish:workflow', '--id=gsWaitLimitFlow1']);
  await n8n.start();
});

afterAll(async () => {
  await n8n?.stop();
  await sandbox?.close();
  await relay?.close();
  await new Promise((r) => (collector ? collector.close(r) : r(undefined)));
  if (relayDir) rmSync(relayDir, { recursive: true, force: true });
});

it('ends a paused run at Max Wait with an error item carrying the project ID; the job keeps running', async () => {
  const started = Date.now();
  let status = 0;
  for (let tries = 0; tries < 60 && status !== 200; tries++) {
    if (tries) await new Promise((r) => setTimeout(r, 500));
    const res = await fetch(`${n8n.url}/webhook/gs-wait-limit`, {
      method: 'POST',
      body: '{"row":1}',
      headers: { 'content-type': 'application/json' },
    });
    status = res.status;
  }
  expect(status).toBe(200);

  const deadline = Date.now() + 150_000;
  while (hits.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
  const waited = Date.now() - started;
  if (hits.length === 0) console.log(n8n.logs().slice(-4000));

  expect(hits).toEqual([
    {
      project_id: expect.any(String),
      status: 'queued',
      timedOut: true,
      error: expect.stringMatching(
        /^Max Wait \(0\.2 min\) ended before image project \S+ finished \(last status: queued\)\. The job keeps running; get its result with Project → Wait/,
      ),
    },
  ]);
  expect(waited).toBeGreaterThanOrEqual(MAX_WAIT_MINUTES * 60_000);
  const job = (await (
    await fetch(`${sandbox.baseUrl}/v1/image-projects/${String(hits[0]!.project_id)}`, {
      headers: { authorization: `Bearer ${API_KEY}` },
    })
  ).json()) as { status: string };
  expect(['queued', 'rendering']).toContain(job.status);
});
