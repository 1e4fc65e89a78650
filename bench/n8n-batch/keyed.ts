/**
 * The keyed re-run bench: the ready-made "CSV batch to files" workflow over
 * BENCH_KEYED_ROWS rows (default 200) of which BENCH_KEYED_FAIL (default 10)
 * fail at the sandbox, run then run again with the same keys (the relay keeps
 * them). Prints the creates counted at the service in each run (the second
 * should equal the failed rows), each run's wall time beside the longest
 * single job, and the credits estimated against those charged.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CreateCounter } from '../../packages/n8n-nodes-dev/e2e/create-counter';
import { parseRunOutput, type N8n } from '../../packages/n8n-nodes-dev/e2e/n8n';
import { SHIPPED } from '../../packages/n8n-nodes-dev/e2e/shipped';

export const KEYED_ROWS = Number(process.env.BENCH_KEYED_ROWS ?? 200);
export const KEYED_FAIL = Number(process.env.BENCH_KEYED_FAIL ?? 10);
const TOOL = 'Remove Background';

/** Writes products.csv under `files`: every (ROWS/FAIL)th row carries a sandbox failure directive. */
export function writeProducts(files: string): void {
  const every = Math.max(1, Math.floor(KEYED_ROWS / Math.max(1, KEYED_FAIL)));
  const rows = Array.from({ length: KEYED_ROWS }, (_, i) => {
    const fails = KEYED_FAIL > 0 && i % every === every - 1 && i < every * KEYED_FAIL;
    const sku = `SKU-${String(i + 1).padStart(4, '0')}${fails ? ' [sandbox:fail=unknown_error]' : ''}`;
    return `${sku},https://example.com/photos/p${i + 1}.jpg`;
  });
  mkdirSync(join(files, 'products'), { recursive: true });
  writeFileSync(join(files, 'products/products.csv'), ['sku,image_url', ...rows].join('\n'));
}

type Json = Record<string, unknown>;

/** One run of the keyed workflow: creates at the service, wall and node times, and the tool's items. */
async function keyedRun(n8n: N8n, counter: CreateCounter, balance: () => Promise<number>) {
  const [before, credits] = [counter.creates.length, await balance()];
  const started = Date.now();
  const { stdout } = await n8n.cli(['execute', `--id=${SHIPPED.csvBatch.id}`, '--rawOutput']);
  const wall = Date.now() - started;
  const [run] = parseRunOutput(stdout).data.resultData.runData[TOOL]!;
  const items = run!.data.main[0]!.map((i) => i.json as Json);
  const sum = (k: string, of = items) => of.reduce((s, i) => s + (Number(i[k]) || 0), 0);
  const created = items.filter((i) => i.reused !== true);
  const count = (status: string) => items.filter((i) => i.status === status).length;
  const unexpected = items.filter(
    (i) => i.status !== 'complete' && !String(i.dedupe_key).includes('[sandbox:fail'),
  );
  for (const i of unexpected.slice(0, 3))
    console.log(`  unexpected failure of ${i.dedupe_key}: ${String(i.error ?? i.status)}`);
  return {
    creates: counter.creates.length - before,
    wall,
    node: run!.executionTime,
    complete: count('complete'),
    failed: items.length - count('complete'),
    reused: items.filter((i) => i.reused === true).length,
    estimated: sum('credits_estimated'),
    charged: sum('credits_charged'),
    estimatedNew: sum('credits_estimated', created),
    chargedNew: sum('credits_charged', created),
    spent: credits - (await balance()),
  };
}

/** Runs the keyed workflow twice and prints the figures; `single` is the longest single job through the node (ms). */
export async function measureKeyed(
  n8n: N8n,
  counter: CreateCounter,
  sandbox: { baseUrl: string; apiKey: string },
  single: number,
): Promise<void> {
  const balance = async () => {
    const res = await fetch(`${sandbox.baseUrl}/v1/account`, {
      headers: { authorization: `Bearer ${sandbox.apiKey}` },
    });
    return ((await res.json()) as { credits: number }).credits;
  };
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `keyed re-run (ready-made "CSV batch to files", relay ledger): ${KEYED_ROWS} rows, ${KEYED_FAIL} failing`,
  );
  for (const label of ['first run', 're-run']) {
    const r = await keyedRun(n8n, counter, balance);
    console.log(
      `  ${label}: ${r.creates} creates; ${r.complete} complete (${r.reused} reused), ${r.failed} failed; ` +
        `wall ${s(r.wall)} (node ${s(r.node)}) vs longest single job ${s(single)}; ` +
        `credits over all items: estimated ${r.estimated}, charged ${r.charged}; ` +
        `jobs created in this run: estimated ${r.estimatedNew}, charged ${r.chargedNew}; balance −${r.spent}`,
    );
  }
}
