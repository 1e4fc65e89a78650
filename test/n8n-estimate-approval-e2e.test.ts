/**
 * Estimate Credits and the ready-made "estimate, approve, then run" workflow
 * in real n8n against the sandbox: an estimate over a CSV (and over rows
 * carrying binary photos) creates nothing, asks for no upload URL and is
 * charged nothing; the approval workflow emails its figures through n8n's own
 * Send and Wait for Approval (to an SMTP sink here), the test follows the
 * Approve link, and the rows run once per Dedupe Key: a second approved run
 * is estimated at 0 and creates nothing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { estimateBatch } from '@genservice/core/internal';
import { login, restCall } from '../packages/n8n-nodes-dev/e2e/n8n-rest';
import {
  SHIPPED,
  shippedWorkflow,
  type ShippedWorkflow,
} from '../packages/n8n-nodes-dev/e2e/shipped';
import {
  linksOf,
  startSmtpSink,
  textOf,
  type SmtpSink,
} from '../packages/n8n-nodes-dev/e2e/smtp-sink';
import {
  API_KEY,
  startWorkflowEnv,
  type WorkflowEnv,
} from '../packages/n8n-nodes-dev/e2e/workflow-env';

jest.setTimeout(10 * 60_000);

const SKUS = ['SKU-01', 'SKU-02', 'SKU-03', 'SKU-04'];
const TOOL = 'image-background-remover';
const ESTIMATES = 'gsWfEstimateOnly';
const SMTP = { id: 'gsSmtpCredential1', name: 'SMTP account' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

type Item = { json: Record<string, unknown> };
type Execution = {
  id: string;
  status: string;
  data?: { resultData: { runData: Record<string, { data: { main: Item[][] } }[]> } };
};

let env: WorkflowEnv;
let smtp: SmtpSink;

/**
 * The shipped workflow cut after Estimate Credits (nothing is asked or run), with a second branch
 * estimating every PNG of `photos` as binary items keyed by file name (Estimate Photos).
 */
function estimatesOnly(wf: ShippedWorkflow, photos: string): ShippedWorkflow {
  const keep = ['Run Batch', 'Settings', 'Read CSV', 'Parse CSV', 'Estimate Credits'];
  const estimate = wf.nodes.find((n) => n.name === 'Estimate Credits')!;
  const read = wf.nodes.find((n) => n.name === 'Read CSV')!;
  const to = (...nodes: string[]) => ({
    main: [nodes.map((node) => ({ node, type: 'main', index: 0 }))],
  });
  return {
    ...wf,
    id: ESTIMATES,
    nodes: [
      ...wf.nodes.filter((n) => keep.includes(n.name)),
      {
        ...read,
        id: 'p1',
        name: 'Read Photos',
        parameters: { fileSelector: `${photos}/*.png`, options: {} },
      },
      {
        ...estimate,
        id: 'p2',
        name: 'Estimate Photos',
        parameters: {
          ...estimate.parameters,
          assets_image_file_path: 'data',
          dedupeKey: '={{ $binary.data.fileName }}',
        },
      },
    ],
    connections: {
      'Run Batch': to('Settings'),
      Settings: to('Read CSV', 'Read Photos'),
      'Read CSV': to('Parse CSV'),
      'Parse CSV': to('Estimate Credits'),
      'Read Photos': to('Estimate Photos'),
    },
  } as ShippedWorkflow;
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  env = await startWorkflowEnv(async ({ files, n8n }, creds) => {
    const folder = join(files, 'products');
    mkdirSync(join(folder, 'photos'), { recursive: true });
    const rows = SKUS.map((s, i) => `${s},https://example.com/photos/p${i}.jpg`);
    writeFileSync(join(folder, 'products.csv'), ['sku,image_url', ...rows].join('\n'));
    for (const sku of SKUS.slice(0, 3)) writeFileSync(join(folder, 'photos', `${sku}.png`), PNG);
    const smtpData = { host: '127.0.0.1', port: smtp.port, secure: false, disableStartTls: true };
    creds.push({ ...SMTP, type: 'smtp', data: { user: '', password: '', ...smtpData } });
    const wf = shippedWorkflow(SHIPPED.estimateApprove.file, files);
    const workflows = [wf, estimatesOnly(wf, join(folder, 'photos'))];
    await n8n.cli(['import:credentials', `--input=${n8n.file('creds.json', creds)}`]);
    await n8n.cli(['import:workflow', `--input=${n8n.file('workflows.json', workflows)}`]);
  });
});

afterAll(async () => {
  await env?.close();
  await smtp?.close();
});

/** The sandbox account's balance. */
async function balance(): Promise<number> {
  const res = await fetch(`${env.sandbox.baseUrl}/v1/account`, {
    headers: { authorization: `Bearer ${API_KEY}` },
  });
  return ((await res.json()) as { credits: number }).credits;
}

/** What core estimates for one CSV row (the same table every host prices with). */
async function rowCredits(): Promise<number> {
  const params = { assets: { image_file_path: 'https://example.com/photos/p0.jpg' } };
  const { perItem } = await estimateBatch([{ operation: TOOL, params }]);
  expect(perItem[0]).toEqual(expect.any(Number));
  return perItem[0]!;
}

const uploadUrlCalls = () =>
  env.counter.requests.filter((r) => r === 'POST /v1/files/upload-urls').length;

describe('Estimate Credits in real n8n', () => {
  it('estimates a CSV of rows and rows of binary photos, creating, uploading and charging nothing', async () => {
    const per = await rowCredits();
    const before = { creates: env.counter.creates.length, uploads: uploadUrlCalls() };
    const credits = await balance();

    const csv = await env.execute(ESTIMATES, 'Estimate Credits');
    expect(csv.code).toBe(0);
    expect(csv.items.map((i) => i.json.dedupe_key)).toEqual(SKUS);
    for (const item of csv.items)
      expect(item.json).toMatchObject({
        credits_estimated: per,
        unknown: false,
        credits_bound: 'exact',
        covered_by_dedupe_key: false,
      });
    expect(csv.items[0]!.json.batch).toEqual({
      items: SKUS.length,
      total: SKUS.length * per,
      total_bound: 'exact',
      unknown_items: 0,
      unknown_tools: [],
      covered_by_dedupe_key: 0,
      balance: credits,
      within_balance: true,
    });

    const photos = csv.run.data.resultData.runData['Estimate Photos']![0]!.data.main[0]!;
    expect(photos.map((i) => i.json.dedupe_key)).toEqual(SKUS.slice(0, 3).map((s) => `${s}.png`));
    expect(photos[0]!.json.batch).toMatchObject({ items: 3, total: 3 * per });

    expect(env.counter.creates.length).toBe(before.creates);
    expect(uploadUrlCalls()).toBe(before.uploads);
    expect(await balance()).toBe(credits);
  });

  it('the approval workflow asks by email, runs the rows once approved, and a second approved run costs 0 and creates nothing', async () => {
    await env.n8n.start();
    const apiKey = await env.n8n.ownerApiKey();
    const cookie = await login(env.n8n.url);
    const per = await rowCredits();

    const first = await approvedRun(apiKey, cookie);
    expect(first.asked).toContain(`${SKUS.length} rows: ${SKUS.length * per} credits`);
    expect(first.created.map((c) => c.name).sort()).toEqual(SKUS);
    expect(first.ran.map((i) => [i.json.dedupe_key, i.json.status])).toEqual(
      SKUS.map((s) => [s, 'complete']),
    );

    const second = await approvedRun(apiKey, cookie);
    expect(second.asked).toContain(`${SKUS.length} rows: 0 credits`);
    expect(second.asked).toContain(`${SKUS.length} already done under their Dedupe Key`);
    expect(second.created).toEqual([]);
    expect(second.ran.map((i) => i.json.reused)).toEqual(SKUS.map(() => true));
  });
});

/** Runs the shipped workflow from the editor, approves by the emailed link, waits for the end. */
async function approvedRun(apiKey: string, cookie: string) {
  const wf = shippedWorkflow(SHIPPED.estimateApprove.file, env.files);
  const creates = env.counter.creates.length;
  const mails = smtp.messages.length;
  const started = (await restCall(env.n8n.url, cookie, `workflows/${wf.id}/run`, {
    method: 'POST',
    body: JSON.stringify({ workflowData: wf, triggerToStartFrom: { name: 'Run Batch' } }),
  })) as { data: { executionId: string } };
  const id = started.data.executionId;
  const mail = await env.until('the approval email', async () => smtp.messages[mails]);
  const approve = linksOf(mail).find((l) => l.includes('approved=true'));
  expect(approve).toBeDefined();
  expect(env.counter.creates.length).toBe(creates);
  const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' };
  expect((await fetch(approve!, { headers: browser })).ok).toBe(true);
  const done = await env.until('the approved run to end', async () => {
    const res = await fetch(`${env.n8n.url}/api/v1/executions/${id}?includeData=true`, {
      headers: { 'x-n8n-api-key': apiKey },
    });
    const execution = (await res.json()) as Execution;
    return ['success', 'error', 'crashed'].includes(execution.status) ? execution : undefined;
  });
  expect(done.status).toBe('success');
  const runData = done.data!.resultData.runData;
  return {
    asked: textOf(mail),
    created: env.counter.creates.slice(creates),
    ran: runData['Remove Background']![0]!.data.main[0]!,
  };
}
