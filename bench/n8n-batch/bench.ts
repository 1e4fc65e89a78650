/**
 * 100 items × 5 s sandbox jobs through the Generation Service node inside
 * real n8n, beside a single-item run of the same job in the same n8n. Times
 * are the node's own execution time from n8n's run data (n8n's CLI start-up
 * excluded); medians of BENCH_RUNS runs (default 3).
 */
import { startSandbox } from '@genservice/sandbox';
import { createN8n, installN8n, parseRunOutput } from '../../packages/n8n-nodes/e2e/n8n';
import { batchWorkflow, credentialsFile } from '../../packages/n8n-nodes/e2e/workflows';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100);
const JOB_MS = Number(process.env.BENCH_JOB_MS ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function nodeTime(n8n: Awaited<ReturnType<typeof createN8n>>, id: string, expected: number): Promise<number> {
  const { stdout } = await n8n.cli(['execute', `--id=${id}`, '--rawOutput']);
  const [run] = parseRunOutput(stdout).data.resultData.runData['QR Codes']!;
  const items = run!.data.main[0]!;
  if (items.length !== expected || items.some((i) => i.json.status !== 'complete')) throw new Error(`${id}: expected ${expected} complete items`);
  return run!.executionTime;
}

async function main() {
  const paths = installN8n();
  const sandbox = await startSandbox({ apiKey: 'sk_bench', port: 0, quiet: true, jobDurationMs: JOB_MS });
  const n8n = await createN8n(paths);
  try {
    await n8n.cli(['import:credentials', `--input=${n8n.file('creds.json', credentialsFile({ apiKey: 'sk_bench', baseUrl: sandbox.baseUrl }))}`]);
    await n8n.cli(['import:workflow', `--input=${n8n.file('wf.json', [batchWorkflow('gsBenchSingle001', 1), batchWorkflow('gsBenchBatch0001', ITEMS)])}`]);
    const single: number[] = [];
    const batch: number[] = [];
    for (let r = 0; r < RUNS; r++) {
      single.push(await nodeTime(n8n, 'gsBenchSingle001', 1));
      batch.push(await nodeTime(n8n, 'gsBenchBatch0001', ITEMS));
      console.error(`run ${r + 1}/${RUNS}: single ${single.at(-1)} ms, batch ${batch.at(-1)} ms`);
    }
    const s = median(single);
    const b = median(batch);
    console.log(`n8n batch bench (n8n 2.40.7, Node 24): ${ITEMS} items × ${JOB_MS / 1000} s sandbox jobs, medians of ${RUNS}`);
    console.log(`  single job through the node: ${(s / 1000).toFixed(2)} s   (runs: ${single.join(', ')} ms)`);
    console.log(`  ${ITEMS}-item batch:             ${(b / 1000).toFixed(2)} s   (runs: ${batch.join(', ')} ms)`);
    console.log(`  batch / single job:          ${(b / s).toFixed(2)}×   (target ≤ 2×; one after another would be ≈ ${ITEMS}×)`);
  } finally {
    await n8n.stop();
    await sandbox.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
