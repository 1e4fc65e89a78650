/**
 * 100 items × 5 s sandbox jobs through the Generation Service node inside
 * real n8n, beside a single-item run of the same job in the same n8n.
 * Polling: the node's own execution time from n8n's run data (`n8n execute`,
 * CLI start-up excluded). Paused: a running n8n whose node pauses the run and
 * is resumed by relay watches, timed from the webhook call to the result.
 * Medians of BENCH_RUNS runs (default 3). Then the keyed re-run of the
 * ready-made CSV workflow (keyed.ts). BENCH_PARTS picks parts: polling,paused,keyed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '@genservice/sandbox';
import { startCreateCounter } from '../../packages/n8n-nodes-dev/e2e/create-counter';
import { inboundFor } from '../../packages/n8n-nodes-dev/e2e/local-relay';
import {
  createN8n,
  installN8n,
  parseRunOutput,
  type N8n,
} from '../../packages/n8n-nodes-dev/e2e/n8n';
import {
  batchWorkflow,
  credentialsFile,
  pausedBatchWorkflow,
} from '../../packages/n8n-nodes-dev/e2e/workflows';
import { SHIPPED, shippedWorkflow, withCredential } from '../../packages/n8n-nodes-dev/e2e/shipped';
import { measureKeyed, writeProducts } from './keyed';
import { benchRelay, collector, pausedRun, TENANT } from './paused';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100);
const JOB_MS = Number(process.env.BENCH_JOB_MS ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PARTS = (process.env.BENCH_PARTS ?? 'polling,paused,keyed').split(',');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function nodeTime(n8n: N8n, id: string, expected: number): Promise<number> {
  const { stdout } = await n8n.cli(['execute', `--id=${id}`, '--rawOutput']);
  const [run] = parseRunOutput(stdout).data.resultData.runData['QR Codes']!;
  const items = run!.data.main[0]!;
  if (items.length !== expected || items.some((i) => i.json.status !== 'complete'))
    throw new Error(`${id}: expected ${expected} complete items`);
  return run!.executionTime;
}

/** Prints the medians; resolves with the longest single job (ms). */
async function measure(
  label: string,
  single: () => Promise<number>,
  batch: () => Promise<number>,
): Promise<number> {
  const s: number[] = [];
  const b: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    s.push(await single());
    b.push(await batch());
    console.error(`${label} run ${r + 1}/${RUNS}: single ${s.at(-1)} ms, batch ${b.at(-1)} ms`);
  }
  const [ms, mb, longest] = [median(s), median(b), Math.max(...s)];
  console.log(`${label}:`);
  console.log(
    `  single job through the node: median ${(ms / 1000).toFixed(2)} s, longest ${(longest / 1000).toFixed(2)} s   (runs: ${s.join(', ')} ms)`,
  );
  console.log(
    `  ${ITEMS}-item batch:             median ${(mb / 1000).toFixed(2)} s   (runs: ${b.join(', ')} ms)`,
  );
  console.log(
    `  batch / longest single job:  ${(mb / longest).toFixed(2)}×   (target ≤ 2×; one after another ≈ ${ITEMS}×)`,
  );
  console.log(
    `  batch / median single job:   ${(mb / ms).toFixed(2)}×;  batch / job duration: ${(mb / JOB_MS).toFixed(2)}×`,
  );
  return longest;
}

async function main() {
  const paths = installN8n();
  const relay = await benchRelay();
  const sandbox = await startSandbox({
    apiKey: 'sk_bench',
    port: 0,
    quiet: true,
    jobDurationMs: JOB_MS,
    webhooks: [inboundFor(relay, TENANT)],
  });
  const results = await collector();
  const counter = await startCreateCounter(sandbox.baseUrl);
  const files = mkdtempSync(join(tmpdir(), 'gs-bench-files-'));
  writeProducts(files);
  const n8n = await createN8n(paths, { N8N_RESTRICT_FILE_ACCESS_TO: files });
  try {
    const creds = credentialsFile({
      apiKey: 'sk_bench',
      baseUrl: sandbox.baseUrl,
      relayUrl: relay.url,
      relayToken: TENANT.apiToken,
    });
    const keyedCredential = { id: 'gsCredentialCnt1', name: 'Sandbox (creates counted)' };
    creds.push({
      ...keyedCredential,
      type: 'genServiceApi',
      data: { ...creds[0]!.data, baseUrl: counter.url },
    });
    const workflows = [
      withCredential(shippedWorkflow(SHIPPED.csvBatch.file, files), keyedCredential),
      batchWorkflow('gsBenchSingle001', 1),
      batchWorkflow('gsBenchBatch0001', ITEMS),
      pausedBatchWorkflow('gsBenchPaused001', 'paused-1', 1, results.url),
      pausedBatchWorkflow('gsBenchPausedAll', 'paused-all', ITEMS, results.url),
    ];
    await n8n.cli(['import:credentials', `--input=${n8n.file('creds.json', creds)}`]);
    await n8n.cli(['import:workflow', `--input=${n8n.file('wf.json', workflows)}`]);
    console.log(
      `n8n batch bench (n8n 2.40.7, Node 24): ${ITEMS} items × ${JOB_MS / 1000} s sandbox jobs, medians of ${RUNS}`,
    );
    const single = () => nodeTime(n8n, 'gsBenchSingle001', 1);
    let longest = 0;
    if (PARTS.includes('polling'))
      longest = await measure('polling (n8n execute)', single, () =>
        nodeTime(n8n, 'gsBenchBatch0001', ITEMS),
      );
    if (PARTS.includes('keyed')) {
      if (!longest) for (let r = 0; r < RUNS; r++) longest = Math.max(longest, await single());
      await measureKeyed(n8n, counter, { baseUrl: sandbox.baseUrl, apiKey: 'sk_bench' }, longest);
    }
    if (!PARTS.includes('paused')) return;
    for (const id of ['gsBenchPaused001', 'gsBenchPausedAll'])
      await n8n.cli(['publish:workflow', `--id=${id}`]);
    await n8n.start();
    await measure(
      'paused, resumed by the relay (n8n start)',
      () => pausedRun(n8n, results, 'paused-1', 1),
      () => pausedRun(n8n, results, 'paused-all', ITEMS),
    );
  } finally {
    await n8n.stop();
    await counter.close();
    rmSync(files, { recursive: true, force: true });
    await sandbox.close();
    await results.close();
    await relay.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
