/**
 * The ready-made workflows (packages/n8n-nodes/workflows) imported into real
 * n8n and run against the sandbox, with the relay as the keys' ledger: a keyed
 * CSV batch in which some rows fail, then a re-run that creates only those;
 * the scheduled batch within and over its credit budget; and "save every
 * completed video" from the trigger, with one relay subscription per URL.
 * Creates are counted at a proxy in front of the sandbox.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type Sandbox } from '@genservice/sandbox';
import { startRelay, type RunningRelay } from '@genservice/webhook-relay';
import { startCreateCounter, type CreateCounter } from '../packages/n8n-nodes/e2e/create-counter';
import { createN8n, installN8n, parseRunOutput, type N8n } from '../packages/n8n-nodes/e2e/n8n';
import { login, restCall } from '../packages/n8n-nodes/e2e/n8n-rest';
import {
  SHIPPED,
  shippedWorkflow,
  withCredential,
  withParameters,
  type ShippedWorkflow,
} from '../packages/n8n-nodes/e2e/shipped';
import { credentialsFile } from '../packages/n8n-nodes/e2e/workflows';

jest.setTimeout(15 * 60_000);

const API_KEY = 'sk_e2e_workflows';
const TENANT = {
  id: 'n8n-workflows',
  inboundSecret: 'whsec_inbound-secret-workflows',
  apiToken: 'relay-token-for-workflows-e2e',
};
const FAIL = '[sandbox:fail=unknown_error]';
const SKUS = ['SKU-01', 'SKU-02', `SKU-03 ${FAIL}`, 'SKU-04', 'SKU-05', `SKU-06 ${FAIL}`];
const OVER_BUDGET_ID = 'gsWfOverBudget01';
const NO_RELAY_ID = 'gsWfCsvNoRelay01';
const NO_RELAY = { id: 'gsCredentialNoRl', name: 'Sandbox without a relay' };
const MANUAL_ID = 'gsWfCsvManual001';

let sandbox: Sandbox;
let relay: RunningRelay;
let counter: CreateCounter;
let n8n: N8n;
let dir: string;
let files: string;

type Item = { json: Record<string, unknown>; binary?: Record<string, Record<string, unknown>> };

/** Runs workflow `id` once with `n8n execute`; the items node `node` output, and the creates it made. */
async function execute(id: string, node: string) {
  const before = counter.creates.length;
  const { stdout, code } = await n8n.cli(['execute', `--id=${id}`, '--rawOutput'], {
    allowFailure: true,
  });
  if (!stdout.includes('\n{'))
    throw new Error(`n8n execute ${id} exited ${code}:\n${stdout.slice(-3000)}`);
  const run = parseRunOutput(stdout);
  const items = (run.data.resultData.runData[node]?.[0]?.data?.main[0] ?? []) as Item[];
  return { code, run, items, creates: counter.creates.slice(before) };
}

const relayGet = async (path: string) =>
  (await (
    await fetch(`${relay.url}${path}`, { headers: { authorization: `Bearer ${TENANT.apiToken}` } })
  ).json()) as { data: { id: string; url: string; once: boolean }[] };

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting for ${what}\n${n8n.logs().slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

beforeAll(async () => {
  const paths = installN8n();
  dir = mkdtempSync(join(tmpdir(), 'gs-n8n-workflows-'));
  files = join(dir, 'files');
  relay = await startRelay({
    port: 0,
    host: '127.0.0.1',
    store: `sqlite:${join(dir, 'relay.db')}`,
    tenants: [TENANT],
    allowPrivateSubscribers: true,
    allowHttp: true,
    quiet: true,
  });
  sandbox = await startSandbox({
    apiKey: API_KEY,
    port: 0,
    quiet: true,
    jobDurationMs: 400,
    webhooks: [{ url: `${relay.url}/v1/inbound/${TENANT.id}`, secret: TENANT.inboundSecret }],
  });
  counter = await startCreateCounter(sandbox.baseUrl);
  mkdirSync(join(files, 'products'), { recursive: true });
  mkdirSync(join(files, 'daily-clips'), { recursive: true });
  mkdirSync(join(files, 'videos'), { recursive: true });
  writeFileSync(
    join(files, 'products/products.csv'),
    ['sku,image_url', ...SKUS.map((s, i) => `${s},https://example.com/photos/p${i}.jpg`)].join(
      '\n',
    ),
  );
  writeFileSync(
    join(files, 'daily-clips/prompts.csv'),
    'id,prompt\nbeach,A quiet beach at sunrise\ncity,A rainy city at night\nforest,Morning mist in a pine forest\n',
  );

  n8n = await createN8n(paths, { N8N_RESTRICT_FILE_ACCESS_TO: files });
  const creds = credentialsFile({
    apiKey: API_KEY,
    baseUrl: counter.url,
    relayUrl: relay.url,
    relayToken: TENANT.apiToken,
  });
  creds.push({
    ...NO_RELAY,
    type: 'genServiceApi',
    data: { apiKey: API_KEY, baseUrl: counter.url, relayUrl: '' },
  });
  const scheduled = shippedWorkflow(SHIPPED.scheduled.file, files);
  const csv = shippedWorkflow(SHIPPED.csvBatch.file, files);
  const workflows = [
    csv,
    { ...withCredential(csv, NO_RELAY), id: NO_RELAY_ID },
    { ...withCredential(csv, NO_RELAY), id: MANUAL_ID },
    scheduled,
    withParameters(
      scheduled,
      'Text to Video',
      { options: { maxCreditsPerRun: 500 } },
      OVER_BUDGET_ID,
    ),
    shippedWorkflow(SHIPPED.saveVideos.file, files),
  ];
  await n8n.cli(['import:credentials', `--input=${n8n.file('creds.json', creds)}`]);
  await n8n.cli(['import:workflow', `--input=${n8n.file('workflows.json', workflows)}`]);
});

afterAll(async () => {
  await n8n?.stop();
  await counter?.close();
  await sandbox?.close();
  await relay?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The fields of a tool output that must not change when a re-run reuses the project. */
const stable = (json: Record<string, unknown>) => {
  const {
    reused: _r,
    download_url: _u,
    download_urls: _us,
    downloads: _d,
    raw: _raw,
    ...rest
  } = json;
  return rest;
};
const bySku = (items: Item[]) => new Map(items.map((i) => [String(i.json.dedupe_key), i]));
const failing = (sku: string) => sku.includes(FAIL);

/** Runs the CSV workflow `id` twice and checks the re-run created jobs only for the failed rows. */
async function keyedTwice(id: string, out: string) {
  const first = await execute(id, 'Remove Background');
  expect(first.creates.map((c) => c.name).sort()).toEqual([...SKUS].sort());
  expect(first.items).toHaveLength(SKUS.length);
  const one = bySku(first.items);
  for (const sku of SKUS) {
    const item = one.get(sku)!;
    expect(item).toBeDefined();
    if (failing(sku)) {
      expect(item.json.status).not.toBe('complete');
      expect(String(item.json.error)).toContain('unknown_error');
      expect(existsSync(join(out, `${sku}.png`))).toBe(false);
    } else {
      expect(item.json).toMatchObject({ status: 'complete', reused: false, dedupe_key: sku });
      expect(readFileSync(join(out, `${sku}.png`)).length).toBeGreaterThan(0);
    }
  }

  const second = await execute(id, 'Remove Background');
  expect(second.creates.map((c) => c.name).sort()).toEqual(SKUS.filter(failing).sort());
  const two = bySku(second.items);
  expect([...two.keys()].sort()).toEqual([...SKUS].sort());
  for (const sku of SKUS.filter((s) => !failing(s))) {
    expect(two.get(sku)!.json.reused).toBe(true);
    expect(stable(two.get(sku)!.json)).toEqual(stable(one.get(sku)!.json));
    expect(two.get(sku)!.binary?.data?.fileName).toEqual(one.get(sku)!.binary?.data?.fileName);
  }
  for (const sku of SKUS.filter(failing)) {
    expect(two.get(sku)!.json.id).not.toEqual(one.get(sku)!.json.id);
    expect(second.creates.map((c) => c.id)).toContain(two.get(sku)!.json.id);
  }
}

describe('the ready-made workflows in real n8n', () => {
  it('CSV batch with the relay keeping keys: failed rows reported, the rest saved; the re-run creates jobs only for the failed rows', async () => {
    await keyedTwice(SHIPPED.csvBatch.id, join(files, 'products'));
  });

  it('CSV batch without a relay: keys kept in the workflow’s saved data make a production re-run create only the failed rows', async () => {
    for (const sku of SKUS) rmSync(join(files, `products/${sku}.png`), { force: true });
    await keyedTwice(NO_RELAY_ID, join(files, 'products'));
  });

  it('scheduled batch over its credit budget creates nothing and says estimate, balance and cap', async () => {
    const run = await execute(OVER_BUDGET_ID, 'Text to Video');
    expect(run.creates).toEqual([]);
    expect(run.code).toBe(1);
    const { message, description } = run.run.data.resultData.error as Record<string, string>;
    const said = `${message} ${description ?? ''}`;
    expect(said).toMatch(/\b720 credits\b/);
    expect(said).toMatch(/\b500\b/);
    const { credits } = (await (
      await fetch(`${sandbox.baseUrl}/v1/account`, {
        headers: { authorization: `Bearer ${API_KEY}` },
      })
    ).json()) as { credits: number };
    expect([credits.toLocaleString('en-US'), String(credits)].some((b) => said.includes(b))).toBe(
      true,
    );
    expect(run.items).toEqual([]);
    expect(readdirSync(join(files, 'daily-clips')).filter((f) => f.endsWith('.mp4'))).toEqual([]);
  });

  it('scheduled batch within its budget makes one clip per row, each with its estimate and charge', async () => {
    const run = await execute(SHIPPED.scheduled.id, 'Text to Video');
    expect(run.creates).toHaveLength(3);
    expect(run.items.map((i) => i.json)).toEqual(
      ['beach', 'city', 'forest'].map(() =>
        expect.objectContaining({
          status: 'complete',
          credits_estimated: 240,
          credits_charged: 240,
        }),
      ),
    );
    const clips = readdirSync(join(files, 'daily-clips')).filter((f) => f.endsWith('.mp4'));
    expect(clips.map((f) => f.replace(/^\d{4}-\d{2}-\d{2}-/, '')).sort()).toEqual([
      'beach.mp4',
      'city.mp4',
      'forest.mp4',
    ]);
  });

  it('saves every completed video from the trigger, with one relay subscription per webhook URL across re-activations', async () => {
    const wf = shippedWorkflow(SHIPPED.saveVideos.file, files);
    const hook = wf.nodes.find((n) => n.type.endsWith('.genServiceTrigger'))!;
    await n8n.cli(['publish:workflow', `--id=${SHIPPED.saveVideos.id}`]);
    await n8n.start();
    const url = `${n8n.url}/webhook/${hook.webhookId}/webhook`;
    const forUrl = async () =>
      (await relayGet('/v1/subscriptions')).data.filter((s) => s.url === url);
    const sub = await until('the relay subscription', async () => (await forUrl())[0]);

    const stray = await fetch(`${relay.url}/v1/subscriptions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TENANT.apiToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url, events: ['video.completed'] }),
    });
    expect(stray.status).toBe(201);
    const apiKey = await n8n.ownerApiKey();
    const api = (action: string) =>
      fetch(`${n8n.url}/api/v1/workflows/${SHIPPED.saveVideos.id}/${action}`, {
        method: 'POST',
        headers: { 'x-n8n-api-key': apiKey },
      });
    expect((await api('deactivate')).status).toBe(200);
    await until('the subscriptions to be removed', async () =>
      (await forUrl()).length === 0 ? true : undefined,
    );
    expect((await api('activate')).status).toBe(200);
    const live = await until('one new subscription', async () => {
      const subs = await forUrl();
      return subs.length === 1 ? subs : undefined;
    });
    expect(live[0]!.id).not.toBe(sub.id);

    const video = (await (
      await fetch(`${sandbox.baseUrl}/v1/text-to-video`, {
        method: 'POST',
        headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ end_seconds: 5, style: { prompt: 'a red kite' } }),
      })
    ).json()) as { id: string };
    const saved = join(files, `videos/${video.id}.mp4`);
    await until('the saved video', async () => (existsSync(saved) ? true : undefined));
    expect(readFileSync(saved).length).toBeGreaterThan(0);
    expect(await forUrl()).toHaveLength(1);
  });

  it('testing the trigger again within two minutes leaves one relay subscription for its test URL', async () => {
    const cookie = await login(n8n.url);
    const { data: wf } = (await restCall(
      n8n.url,
      cookie,
      `workflows/${SHIPPED.saveVideos.id}`,
    )) as {
      data: ShippedWorkflow;
    };
    const hook = wf.nodes.find((n) => n.type.endsWith('.genServiceTrigger'))!;
    const testUrl = `${n8n.url}/webhook-test/${hook.webhookId}/webhook`;
    const seen: string[] = [];
    for (let listen = 0; listen < 3; listen++) {
      const body = JSON.stringify({ workflowData: wf, triggerToStartFrom: { name: hook.name } });
      const run = await restCall(n8n.url, cookie, `workflows/${wf.id}/run`, {
        method: 'POST',
        body,
      });
      expect(run).toEqual({ data: { waitingForWebhook: true } });
      const subs = await until('the test subscription', async () => {
        const now = (await relayGet('/v1/subscriptions')).data.filter((s) => s.url === testUrl);
        return now.length === 1 && !seen.includes(now[0]!.id) ? now : undefined;
      });
      seen.push(subs[0]!.id);
    }
    expect(new Set(seen).size).toBe(3);
  });

  it('CSV batch without a relay, run from the editor: a second test run in the same n8n creates only the failed rows', async () => {
    const cookie = await login(n8n.url);
    const { data: wf } = (await restCall(n8n.url, cookie, `workflows/${MANUAL_ID}`)) as {
      data: ShippedWorkflow;
    };
    const manualRun = async () => {
      const before = counter.creates.length;
      const body = JSON.stringify({ workflowData: wf, triggerToStartFrom: { name: 'Run Batch' } });
      const { data } = (await restCall(n8n.url, cookie, `workflows/${MANUAL_ID}/run`, {
        method: 'POST',
        body,
      })) as { data: { executionId: string } };
      await until('the test run to finish', async () => {
        const { data: run } = (await restCall(
          n8n.url,
          cookie,
          `executions/${data.executionId}`,
        )) as { data: { status: string } };
        return ['success', 'error'].includes(run.status) ? run.status : undefined;
      });
      return counter.creates.slice(before).map((c) => c.name);
    };
    expect((await manualRun()).sort()).toEqual([...SKUS].sort());
    expect((await manualRun()).sort()).toEqual(SKUS.filter(failing).sort());
  });
});
