/**
 * Joining the hosted relay from real n8n 2.40.7, with no relay URL or token typed: the
 * credential holds the API key (and the sandbox's base URL) only; the instance's operator points
 * the Relay URL's default at the relay under test with n8n's CREDENTIALS_OVERWRITE_DATA, as a
 * publisher's fork or an n8n operator would. n8n's credential test (`POST /rest/credentials/test`)
 * creates the tenant and says what is missing; the user pastes the inbound URL into the service's
 * dashboard (the sandbox's webhook list) and the signing secret into the credential; until then
 * the trigger's activation fails (n8n 2.40 publishes in the background, tries five times over
 * about 15 s, and shows the node's error in the workflow's publication status), then it fires for
 * a sandbox job.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type Sandbox } from '@genservice/sandbox';
import { startRelay, type RunningRelay } from '@genservice/webhook-relay';
import { createN8n, installN8n, type N8n } from '../packages/n8n-nodes-dev/e2e/n8n';
import { login, restCall } from '../packages/n8n-nodes-dev/e2e/n8n-rest';
import {
  CREDENTIAL,
  credentialsFile,
  triggerWorkflow,
} from '../packages/n8n-nodes-dev/e2e/workflows';

jest.setTimeout(15 * 60_000);

const API_KEY = 'sk_e2e_n8n_hosted';
const SIGNING_SECRET = 'whsec_aG9zdGVkLXJlbGF5LW44bi1lMmUtc2VjcmV0';
const TRIGGER_ID = 'gsTriggerFlow001';

let sandbox: Sandbox;
let relay: RunningRelay;
let n8n: N8n;
let collector: Server;
let relayDir: string;
let cookie: string;
let apiKey: string;
const hits: Record<string, unknown>[] = [];

type TestResult = { data: { status: string; message: string } };

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const relayGet = async (path: string) => {
  const res = await fetch(`${relay.url}${path}`, {
    headers: { authorization: `Bearer ${API_KEY}` },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

const sandboxPost = async (path: string, body: unknown) =>
  (await (
    await fetch(`${sandbox.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json()) as { id: string };

/** The editor's save-then-test: stores `data` in the credential, then runs n8n's credential test. */
async function saveAndTest(data: Record<string, string>) {
  const credential = { name: CREDENTIAL.name, type: 'genServiceApi', data };
  await restCall(n8n.url, cookie, `credentials/${CREDENTIAL.id}`, {
    method: 'PATCH',
    body: JSON.stringify(credential),
  });
  const body = JSON.stringify({ credentials: { id: CREDENTIAL.id, ...credential } });
  return (
    (await restCall(n8n.url, cookie, 'credentials/test', { method: 'POST', body })) as TestResult
  ).data;
}

const activate = async () =>
  await fetch(`${n8n.url}/api/v1/workflows/${TRIGGER_ID}/activate`, {
    method: 'POST',
    headers: { 'x-n8n-api-key': apiKey },
  });

beforeAll(async () => {
  const paths = installN8n();
  relayDir = mkdtempSync(join(tmpdir(), 'genservice-hosted-relay-'));
  sandbox = await startSandbox({ apiKey: API_KEY, port: 0, quiet: true, jobDurationMs: 500 });
  relay = await startRelay({
    port: 0,
    host: '127.0.0.1',
    store: `sqlite:${join(relayDir, 'relay.db')}`,
    hosted: true,
    secretKeys: `k1:${Buffer.alloc(32, 9).toString('base64')}`,
    serviceBaseUrl: sandbox.baseUrl,
    allowPrivateSubscribers: true,
    allowHttp: true,
    quiet: true,
  });
  collector = createServer((req, res) => {
    let body = '';
    req
      .on('data', (c) => (body += c))
      .on('end', () => (hits.push(JSON.parse(body)), res.end('{}')));
  });
  await new Promise<void>((r) => collector.listen(0, '127.0.0.1', r));
  const collectorUrl = `http://127.0.0.1:${(collector.address() as { port: number }).port}/hit`;

  n8n = await createN8n(paths, {
    CREDENTIALS_OVERWRITE_DATA: JSON.stringify({ genServiceApi: { relayUrl: relay.url } }),
  });
  const typed = { apiKey: API_KEY, baseUrl: sandbox.baseUrl };
  await n8n.cli([
    'import:credentials',
    `--input=${n8n.file('creds.json', credentialsFile(typed))}`,
  ]);
  await n8n.cli([
    'import:workflow',
    `--input=${n8n.file('workflows.json', [triggerWorkflow(collectorUrl)])}`,
  ]);
  await n8n.start();
  apiKey = await n8n.ownerApiKey();
  cookie = await login(n8n.url);
});

afterAll(async () => {
  await n8n?.stop();
  await sandbox?.close();
  await relay?.close();
  await new Promise((r) => (collector ? collector.close(r) : r(undefined)));
  if (relayDir) rmSync(relayDir, { recursive: true, force: true });
});

describe('n8n credential on the hosted relay, with only the API key typed', () => {
  let inboundUrl: string;

  it("n8n's credential test creates the tenant and names the inbound URL and the secret still missing", async () => {
    expect((await relayGet('/v1/tenants/me')).status).toBe(401);
    const result = await saveAndTest({ apiKey: API_KEY, baseUrl: sandbox.baseUrl });
    const me = await relayGet('/v1/tenants/me');
    expect(me).toMatchObject({
      status: 200,
      body: { inbound_secret_set: false, receiving: false },
    });
    inboundUrl = String(me.body.inbound_url);
    expect(inboundUrl).toMatch(new RegExp(`^${relay.url}/v1/inbound/t_[\\w-]{22}$`));
    expect(result).toEqual({
      status: 'OK',
      message: `Connected. Paste ${inboundUrl} as the webhook URL in the service's dashboard (Developer Hub → Webhooks) and add its signing secret to this credential (Webhook Signing Secret) to finish instant events. Setup page: ${relay.url}/`,
    });
  });

  it('fails to activate the trigger until the signing secret is set, saying what to do', async () => {
    expect((await activate()).status).toBe(200);
    const status = await until(
      "n8n's activation attempts (five, over about 15 s) to end",
      async () => {
        const { data } = (await restCall(
          n8n.url,
          cookie,
          `workflows/${TRIGGER_ID}/publication-status`,
        )) as { data: { status: string } };
        return data.status === 'in_progress' ? undefined : data;
      },
      60_000,
    );
    expect(status).toMatchObject({
      status: 'failed',
      triggers: [
        {
          status: 'failed',
          errorMessage: `Instant events are not set up at the relay yet. Paste ${inboundUrl} as the webhook URL in the service's dashboard (Developer Hub → Webhooks) and add its signing secret to the Magic Hour credential (Webhook Signing Secret), then save the credential. Setup page: ${relay.url}/ Or use Direct mode.`,
        },
      ],
    });
    expect(((await relayGet('/v1/subscriptions')).body.data as unknown[]).length).toBe(0);
  });

  it('stores the signing secret on the next test, then the trigger fires for a sandbox job', async () => {
    await sandboxPost('/_sandbox/webhooks', { url: inboundUrl, secret: SIGNING_SECRET });
    const result = await saveAndTest({
      apiKey: API_KEY,
      baseUrl: sandbox.baseUrl,
      webhookSecret: SIGNING_SECRET,
    });
    expect(result.status).toBe('OK');
    expect(result.message).toMatch(
      /^Connected\. The signing secret is stored; instant events start/,
    );

    expect((await activate()).status).toBe(200);
    const sub = await until('the relay subscription', async () => {
      const list = (await relayGet('/v1/subscriptions')).body.data as { url: string }[];
      return list[0];
    });
    expect(sub.url).toBe(`${n8n.url}/webhook/e2e-genservice-trigger/webhook`);

    const image = await sandboxPost('/v1/ai-qr-code-generator', {
      content: 'hosted relay',
      style: { art_style: 'Watercolor' },
    });
    const hit = await until('the trigger run', async () => hits.find((h) => h.id === image.id));
    expect(hit).toMatchObject({ event_type: 'image.completed', status: 'complete' });

    const last = await saveAndTest({
      apiKey: API_KEY,
      baseUrl: sandbox.baseUrl,
      webhookSecret: SIGNING_SECRET,
    });
    expect(last.message).toBe(
      'Connected. The relay is receiving the service’s events: instant triggers and waiting without polling are ready.',
    );
  });
});
