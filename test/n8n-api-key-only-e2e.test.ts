/**
 * The package as an ordinary build ships it (no hosted relay) inside real n8n
 * 2.40.7 on Node 24, with a credential holding only the API key, the sandbox's
 * Base URL and the webhook signing secret: an action runs against the sandbox,
 * the trigger (mode left at its default) fires on the sandbox's signed event
 * sent to its production URL, and every outbound connection of the n8n
 * processes, recorded through HTTP(S)_PROXY, goes to the sandbox or to the
 * workflow's own collector, which never sees the API key (n8n's own look-ups
 * at api.n8n.io are switched off: they are the platform's, not the package's).
 */
import { createServer, type Server } from 'node:http';
import { startSandbox, type Sandbox } from '@genservice/sandbox';
import {
  createN8n,
  freePort,
  installN8n,
  parseRunOutput,
  type N8n,
} from '../packages/n8n-nodes-dev/e2e/n8n';
import {
  credentialsFile,
  faceSwapWorkflow,
  triggerWorkflow,
} from '../packages/n8n-nodes-dev/e2e/workflows';
import { startRecordingProxy, type RecordingProxy } from './support/recording-proxy';

jest.setTimeout(15 * 60_000);

const API_KEY = 'sk_e2e_api_key_only';
const SECRET = 'whsec_api-key-only-direct-e2e';

let sandbox: Sandbox;
let proxy: RecordingProxy;
let n8n: N8n;
let collector: Server;
let collectorUrl: string;
let brokerPort: number;
const hits: Record<string, unknown>[] = [];

async function until<T>(what: string, probe: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The trigger workflow as a user leaves it: events chosen, Mode untouched. */
function defaultModeTrigger() {
  const flow = triggerWorkflow(collectorUrl, 'direct');
  for (const node of flow.nodes as { parameters: Record<string, unknown> }[])
    if ('mode' in node.parameters) delete node.parameters.mode;
  return flow;
}

beforeAll(async () => {
  const paths = installN8n();
  sandbox = await startSandbox({ apiKey: API_KEY, port: 0, quiet: true, jobDurationMs: 500 });
  proxy = await startRecordingProxy();
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
  brokerPort = await freePort();
  const viaProxy = { HTTP_PROXY: proxy.url, HTTPS_PROXY: proxy.url, ALL_PROXY: proxy.url };
  n8n = await createN8n(paths, {
    ...viaProxy,
    ...Object.fromEntries(Object.entries(viaProxy).map(([k, v]) => [k.toLowerCase(), v])),
    N8N_RUNNERS_BROKER_PORT: String(brokerPort),
    // n8n's own look-ups of its verified-packages list and MCP registry (n8n's, not this package's).
    N8N_VERIFIED_PACKAGES_ENABLED: 'false',
    N8N_DISABLED_MODULES: 'mcp-registry',
  });
  await n8n.cli([
    'import:credentials',
    `--input=${n8n.file('creds.json', credentialsFile({ apiKey: API_KEY, baseUrl: sandbox.baseUrl, webhookSecret: SECRET }))}`,
  ]);
  await n8n.cli([
    'import:workflow',
    `--input=${n8n.file('workflows.json', [faceSwapWorkflow(), defaultModeTrigger()])}`,
  ]);
});

afterAll(async () => {
  await n8n?.stop();
  await sandbox?.close();
  await proxy?.close();
  await new Promise((r) => (collector ? collector.close(r) : r(undefined)));
});

describe('n8n-nodes-magic-hour with an API key only, no relay', () => {
  it('runs an action against the service', async () => {
    const { stdout } = await n8n.cli(['execute', '--id=gsFaceSwapPhoto1', '--rawOutput']);
    const [item] = parseRunOutput(stdout).data.resultData.runData['Face Swap']![0]!.data.main[0]!;
    expect(item!.json).toMatchObject({ status: 'complete', kind: 'image' });
  });

  it("starts the trigger in Direct mode and fires on the service's signed event at its production URL", async () => {
    await n8n.cli(['publish:workflow', '--id=gsDirectTrigger1']);
    await n8n.start();
    const url = `${n8n.url}/webhook/e2e-genservice-direct/webhook`;
    const auth = { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' };
    await fetch(`${sandbox.baseUrl}/_sandbox/webhooks`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ url, secret: SECRET, events: ['video.completed'] }),
    });
    const video = (await (
      await fetch(`${sandbox.baseUrl}/v1/text-to-video`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ end_seconds: 5, style: { prompt: 'a dog' } }),
      })
    ).json()) as { id: string };
    const hit = await until('the video.completed run', () =>
      hits.find((h) => h.event_type === 'video.completed'),
    );
    expect(hit).toMatchObject({ id: video.id, kind: 'video', event_type: 'video.completed' });
  });

  it('connects to no host but the service (and the workflow’s own collector, without the key)', () => {
    const sandboxHost = new URL(sandbox.baseUrl).host;
    const collectorHost = new URL(collectorUrl).host;
    const own = [`127.0.0.1:${brokerPort}`, `localhost:${brokerPort}`, new URL(n8n.url).host];
    const targets = [...new Set(proxy.calls.map((c) => c.target))];
    expect(targets).toContain(sandboxHost);
    expect(targets.filter((t) => ![sandboxHost, collectorHost, ...own].includes(t))).toEqual([]);
    const withKey = proxy.calls.filter((c) => JSON.stringify(c.headers).includes(API_KEY));
    expect(withKey.length).toBeGreaterThan(0);
    expect([...new Set(withKey.map((c) => c.target))]).toEqual([sandboxHost]);
  });
});
