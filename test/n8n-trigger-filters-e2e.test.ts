/**
 * "Only Jobs This Workflow Created" in real n8n: two published workflows on one credential (one
 * relay tenant, one service account), each creating a batch of jobs of its own tool and each
 * with a Magic Hour Trigger on the same event in Relay mode with the option on. Every completed
 * job of the account reaches the relay; each trigger runs for exactly the jobs its workflow
 * created, and for none of the other workflow's or those made outside n8n.
 */
import { createServer, type Server } from 'node:http';
import { collect, CREDENTIAL } from '../packages/n8n-nodes-dev/e2e/workflows';
import {
  API_KEY,
  startWorkflowEnv,
  type WorkflowEnv,
} from '../packages/n8n-nodes-dev/e2e/workflow-env';

jest.setTimeout(10 * 60_000);

const PER_WORKFLOW = 12;
type Hit = { source: string; id: string; name: string; type: string; event_type: string };

/** A workflow's tool: its operation, the fields it needs and the project type it reports. */
const QR = {
  operation: 'ai-qr-code-generator',
  parameters: { content: 'filters e2e', style_art_style: 'Watercolor' },
  serviceType: 'QR_CODE',
};
const IMAGE = {
  operation: 'ai-image-generator',
  parameters: { image_count: 1, model: 'default', style_prompt: 'a lighthouse' },
  serviceType: 'AI_IMAGE',
};
const FLOWS = [
  { id: 'gsFiltersWfA0001', source: 'A', tool: QR },
  { id: 'gsFiltersWfB0001', source: 'B', tool: IMAGE },
] as const;

/**
 * Workflow `id`: a webhook at `gs-filters-<source>` creates PER_WORKFLOW jobs of `tool` named
 * `<source> <n>`; its Magic Hour Trigger (image.completed, Only Jobs This Workflow Created) posts
 * each event it hears to `collectorUrl`.
 */
function filteredWorkflow(
  { id, source, tool }: (typeof FLOWS)[number],
  collectorUrl: string,
): Record<string, unknown> {
  const credentials = { genServiceApi: CREDENTIAL };
  const items = JSON.stringify(Array.from({ length: PER_WORKFLOW }, (_, i) => i));
  const nodes = [
    {
      name: 'Start Hook',
      type: 'n8n-nodes-base.webhook',
      typeVersion: 2,
      webhookId: `e2e-gs-filters-${source}`,
      parameters: {
        httpMethod: 'POST',
        path: `gs-filters-${source}`,
        responseMode: 'onReceived',
        options: {},
      },
    },
    {
      name: 'Items',
      type: 'n8n-nodes-base.set',
      typeVersion: 3.4,
      parameters: {
        assignments: { assignments: [{ id: 'items', name: 'items', type: 'array', value: items }] },
        options: {},
      },
    },
    {
      name: 'Split',
      type: 'n8n-nodes-base.splitOut',
      typeVersion: 1,
      parameters: { fieldToSplitOut: 'items', options: {} },
    },
    {
      name: 'Create',
      type: 'n8n-nodes-magic-hour.genService',
      typeVersion: 1,
      credentials,
      parameters: {
        resource: 'image',
        operation: tool.operation,
        ...tool.parameters,
        additionalFields: { name: `={{ "${source} " + $json.items }}` },
        waitForCompletion: false,
        downloadOutputs: false,
        options: {},
      },
    },
    {
      name: 'On Own Jobs',
      type: 'n8n-nodes-magic-hour.genServiceTrigger',
      typeVersion: 1,
      webhookId: `e2e-gs-filters-trigger-${source}`,
      credentials,
      parameters: { mode: 'relay', events: ['image.completed'], onlyThisWorkflow: true },
    },
    collect(
      collectorUrl,
      `={{ JSON.stringify({ source: "${source}", id: $json.id, name: $json.raw.name, type: $json.raw.type, event_type: $json.event_type }) }}`,
    ),
  ];
  const to = (node: string) => ({ main: [[{ node, type: 'main', index: 0 }]] });
  return {
    id,
    name: `Jobs of workflow ${source} only`,
    active: false,
    settings: { executionOrder: 'v1' },
    nodes: nodes.map((n, i) => ({ id: `${id}-node-${i}`, position: [i * 220, 0], ...n })),
    connections: {
      'Start Hook': to('Items'),
      Items: to('Split'),
      Split: to('Create'),
      'On Own Jobs': to('Collect'),
    },
  };
}

let env: WorkflowEnv;
let collector: Server;
const hits: Hit[] = [];

beforeAll(async () => {
  collector = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      hits.push(JSON.parse(body) as Hit);
      res.end('{}');
    });
  });
  await new Promise<void>((r) => collector.listen(0, '127.0.0.1', r));
  const collectorUrl = `http://127.0.0.1:${(collector.address() as { port: number }).port}/hit`;
  env = await startWorkflowEnv(async ({ n8n }, creds) => {
    const workflows = FLOWS.map((flow) => filteredWorkflow(flow, collectorUrl));
    await n8n.cli(['import:credentials', `--input=${n8n.file('creds.json', creds)}`]);
    await n8n.cli(['import:workflow', `--input=${n8n.file('workflows.json', workflows)}`]);
    for (const flow of FLOWS) await n8n.cli(['publish:workflow', `--id=${flow.id}`]);
  });
}, 10 * 60_000);

afterAll(async () => {
  await env?.close();
  await new Promise((r) => (collector ? collector.close(r) : r(undefined)));
});

/** Creates a job at the service directly (outside n8n, so untagged). */
const createOutsideN8n = async (path: string, body: unknown) =>
  (await (
    await fetch(`${env.sandbox.baseUrl}/v1/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json()) as { id: string };

describe('Only Jobs This Workflow Created in real n8n', () => {
  it('two workflows on one credential each hear exactly their own jobs: 0 cross-deliveries', async () => {
    await env.n8n.start();
    type Sub = { url: string; filters?: { created_by?: string } | null };
    const subs = await env.until('both relay subscriptions', async () => {
      const list = (await env.subscriptions()) as unknown as Sub[];
      return list.length === FLOWS.length ? list : undefined;
    });
    expect(subs.map((s) => s.filters?.created_by).sort()).toEqual(
      FLOWS.map((f) => `n8n-${f.id}`).sort(),
    );

    const outside = [
      await createOutsideN8n('ai-qr-code-generator', {
        content: 'outside',
        style: { art_style: 'Watercolor' },
      }),
      await createOutsideN8n('ai-image-generator', { image_count: 1, style: { prompt: 'x' } }),
    ];
    for (const flow of FLOWS) {
      const res = await fetch(`${env.n8n.url}/webhook/gs-filters-${flow.source}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.status).toBe(200);
    }

    const total = FLOWS.length * PER_WORKFLOW;
    await env.until(
      `${total} trigger runs`,
      async () => (hits.length >= total ? true : undefined),
      120_000,
    );
    // Late deliveries (a retried or misrouted event) would land within this settle time.
    await new Promise((r) => setTimeout(r, 3000));

    expect(env.counter.creates).toHaveLength(total);
    for (const flow of FLOWS) {
      const made = env.counter.creates.filter((c) => c.path === `/v1/${flow.tool.operation}`);
      const heard = hits.filter((h) => h.source === flow.source);
      expect(made).toHaveLength(PER_WORKFLOW);
      expect(heard.map((h) => h.id).sort()).toEqual(made.map((c) => c.id).sort());
      expect(heard.map((h) => h.name).sort()).toEqual(
        made.map((_, i) => `[n8n-${flow.id}] ${flow.source} ${i}`).sort(),
      );
      expect(new Set(heard.map((h) => h.type))).toEqual(new Set([flow.tool.serviceType]));
      expect(new Set(heard.map((h) => h.event_type))).toEqual(new Set(['image.completed']));
    }
    expect(hits).toHaveLength(total);
    const heardIds = new Set(hits.map((h) => h.id));
    for (const job of outside) expect(heardIds.has(job.id)).toBe(false);
  });
});
