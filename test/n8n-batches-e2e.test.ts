/**
 * The ready-made batch workflows (packages/n8n-nodes/workflows) imported into
 * real n8n and run against the sandbox: the keyed CSV batch in which some rows
 * fail, then a re-run that creates jobs only for those (the relay keeping the
 * keys; without a relay, n8n's saved workflow data for production runs and its
 * memory for test runs), and the scheduled batch within and over its credit
 * budget. Creates are counted at a proxy in front of the sandbox.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { login, restCall } from '../packages/n8n-nodes-dev/e2e/n8n-rest';
import {
  SHIPPED,
  shippedWorkflow,
  withCredential,
  withParameters,
  type ShippedWorkflow,
} from '../packages/n8n-nodes-dev/e2e/shipped';
import {
  API_KEY,
  startWorkflowEnv,
  type WorkflowEnv,
} from '../packages/n8n-nodes-dev/e2e/workflow-env';

jest.setTimeout(15 * 60_000);

const FAIL = '[sandbox:fail=unknown_error]';
const SKUS = ['SKU-01', 'SKU-02', `SKU-03 ${FAIL}`, 'SKU-04', 'SKU-05', `SKU-06 ${FAIL}`];
const OVER_BUDGET_ID = 'gsWfOverBudget01';
const NO_RELAY_ID = 'gsWfCsvNoRelay01';
const NO_RELAY = { id: 'gsCredentialNoRl', name: 'Sandbox without a relay' };
const MANUAL_ID = 'gsWfCsvManual001';

type Item = { json: Record<string, unknown>; binary?: Record<string, Record<string, unknown>> };
let env: WorkflowEnv;

beforeAll(async () => {
  env = await startWorkflowEnv(async ({ files, n8n, counter }, creds) => {
    mkdirSync(join(files, 'products'), { recursive: true });
    mkdirSync(join(files, 'daily-clips'), { recursive: true });
    const rows = SKUS.map((s, i) => `${s},https://example.com/photos/p${i}.jpg`);
    writeFileSync(join(files, 'products/products.csv'), ['sku,image_url', ...rows].join('\n'));
    writeFileSync(
      join(files, 'daily-clips/prompts.csv'),
      'id,prompt\nbeach,A quiet beach at sunrise\ncity,A rainy city at night\nforest,Morning mist in a pine forest\n',
    );
    const data = { apiKey: API_KEY, baseUrl: counter.url, relayUrl: '' };
    creds.push({ ...NO_RELAY, type: 'genServiceApi', data });
    const scheduled = shippedWorkflow(SHIPPED.scheduled.file, files);
    const csv = shippedWorkflow(SHIPPED.csvBatch.file, files);
    const cap = { options: { maxCreditsPerRun: 500 } };
    const workflows = [
      csv,
      { ...withCredential(csv, NO_RELAY), id: NO_RELAY_ID },
      { ...withCredential(csv, NO_RELAY), id: MANUAL_ID },
      scheduled,
      withParameters(scheduled, 'Text to Video', cap, OVER_BUDGET_ID),
    ];
    await n8n.cli(['import:credentials', `--input=${n8n.file('creds.json', creds)}`]);
    await n8n.cli(['import:workflow', `--input=${n8n.file('workflows.json', workflows)}`]);
  });
});

afterAll(async () => await env?.close());

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
/** The project names workflow `id` gives `skus`: its creator tag, then the row's name. */
const tagged = (id: string, skus: string[]) => skus.map((s) => `[n8n-${id}] ${s}`).sort();

/** Runs the CSV workflow `id` twice and checks the re-run created jobs only for the failed rows. */
async function keyedTwice(id: string, out: string) {
  const first = await env.execute(id, 'Remove Background');
  expect(first.creates.map((c) => c.name).sort()).toEqual(tagged(id, SKUS));
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

  const second = await env.execute(id, 'Remove Background');
  expect(second.creates.map((c) => c.name).sort()).toEqual(tagged(id, SKUS.filter(failing)));
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

describe('the ready-made batch workflows in real n8n', () => {
  it('CSV batch with the relay keeping keys: failed rows reported, the rest saved; the re-run creates jobs only for the failed rows', async () => {
    await keyedTwice(SHIPPED.csvBatch.id, join(env.files, 'products'));
  });

  it('CSV batch without a relay: keys kept in the workflow’s saved data make a production re-run create only the failed rows', async () => {
    for (const sku of SKUS) rmSync(join(env.files, `products/${sku}.png`), { force: true });
    await keyedTwice(NO_RELAY_ID, join(env.files, 'products'));
  });

  it('scheduled batch over its credit budget creates nothing and says estimate, balance and cap', async () => {
    const run = await env.execute(OVER_BUDGET_ID, 'Text to Video');
    expect(run.creates).toEqual([]);
    expect(run.code).toBe(1);
    const { message, description } = run.run.data.resultData.error as Record<string, string>;
    const said = `${message} ${description ?? ''}`;
    expect(said).toMatch(/\b720 credits\b/);
    expect(said).toMatch(/\b500\b/);
    const { credits } = (await (
      await fetch(`${env.sandbox.baseUrl}/v1/account`, {
        headers: { authorization: `Bearer ${API_KEY}` },
      })
    ).json()) as { credits: number };
    expect([credits.toLocaleString('en-US'), String(credits)].some((b) => said.includes(b))).toBe(
      true,
    );
    expect(run.items).toEqual([]);
    expect(readdirSync(join(env.files, 'daily-clips')).filter((f) => f.endsWith('.mp4'))).toEqual(
      [],
    );
  });

  it('scheduled batch within its budget makes one clip per row, each with its estimate and charge', async () => {
    const run = await env.execute(SHIPPED.scheduled.id, 'Text to Video');
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
    const clips = readdirSync(join(env.files, 'daily-clips')).filter((f) => f.endsWith('.mp4'));
    expect(clips.map((f) => f.replace(/^\d{4}-\d{2}-\d{2}-/, '')).sort()).toEqual([
      'beach.mp4',
      'city.mp4',
      'forest.mp4',
    ]);
  });
  it('CSV batch without a relay, run from the editor (after the CLI runs, n8n started): a second test run in the same n8n creates only the failed rows', async () => {
    await env.n8n.start();
    await env.n8n.ownerApiKey();
    const cookie = await login(env.n8n.url);
    const { data: wf } = (await restCall(env.n8n.url, cookie, `workflows/${MANUAL_ID}`)) as {
      data: ShippedWorkflow;
    };
    const manualRun = async () => {
      const before = env.counter.creates.length;
      const body = JSON.stringify({ workflowData: wf, triggerToStartFrom: { name: 'Run Batch' } });
      const { data } = (await restCall(env.n8n.url, cookie, `workflows/${MANUAL_ID}/run`, {
        method: 'POST',
        body,
      })) as { data: { executionId: string } };
      await env.until('the test run to finish', async () => {
        const { data: run } = (await restCall(
          env.n8n.url,
          cookie,
          `executions/${data.executionId}`,
        )) as { data: { status: string } };
        return ['success', 'error'].includes(run.status) ? run.status : undefined;
      });
      return env.counter.creates.slice(before).map((c) => c.name);
    };
    expect((await manualRun()).sort()).toEqual(tagged(MANUAL_ID, SKUS));
    expect((await manualRun()).sort()).toEqual(tagged(MANUAL_ID, SKUS.filter(failing)));
  });
});
