#!/usr/bin/env node
/**
 * `npm run bench:estimates` (after `tsc -b`): a mixed 100-row batch (every tool the docs price and
 * a few they do not) on the sandbox over real HTTP. Estimates every row with core's
 * `estimateBatch` for the account's tier, runs every row to completion, and prints per tool the
 * estimated credits, the charge at create time, the final charge, and the share of rows whose
 * estimate was unknown (goal: 0 for every tool the docs price).
 * Env: BENCH_ROWS (100), BENCH_TIER (creator), BENCH_CONCURRENCY (10).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { buildRows } from './rows.mjs';
import { formBody } from './form-body.mjs';
import { printTable } from './table.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const pkg = (p) => require(join(here, '..', '..', 'packages', p));
const core = pkg('core/dist/internal.js');
const { createClient } = pkg('core/dist/node/index.js');
const { startSandbox } = pkg('sandbox/dist/index.js');

const ROWS = Number(process.env.BENCH_ROWS ?? 100);
const TIER = process.env.BENCH_TIER ?? 'creator';
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const SAMPLES = join(here, '..', '..', 'packages', 'sandbox', 'samples');
const wait = { schedule: { initialMs: 25, factor: 1.5, maxMs: 200 }, timeoutMs: 60_000 };

const sandbox = await startSandbox({
  port: 0,
  quiet: true,
  jobDurationMs: 300,
  credits: 10_000_000,
});
try {
  const client = createClient({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl });
  await fetch(`${sandbox.baseUrl}/_sandbox/account`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${sandbox.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tier: TIER }),
  });
  const { tier } = await client.account.get();
  const [image, video, audio] = await client.files.uploadMany(
    ['face.png', 'clip.mp4', 'voice.mp3'].map((f) => ({ path: join(SAMPLES, f) })),
  );
  const files = { image: image.filePath, video: video.filePath, audio: audio.filePath };
  const rows = buildRows(ROWS, (key) => formBody(core, core.getOperation(key), files));
  const estimate = await core.estimateBatch(
    rows.map((r) => ({ operation: r.operation, params: r.params })),
    { tier },
  );
  const results = new Array(rows.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < rows.length; i = next++) results[i] = await runRow(client, rows[i]);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  console.log(`${rows.length} rows on the sandbox (tier ${tier}), ${CONCURRENCY} at a time\n`);
  printTable(rows, estimate, results);
} finally {
  await sandbox.close();
}

/** Creates a row's job, then waits for it: the charge at create time and the final one. */
async function runRow(client, row) {
  try {
    const op = core.getOperation(row.operation);
    const created = await client.run(row.operation, row.params);
    const done = await client.jobs.wait(op.kind, created.id, wait);
    return {
      created: created.credits_charged ?? null,
      final: done.credits_charged ?? null,
      status: done.status,
    };
  } catch (err) {
    return { created: null, final: null, status: `failed: ${err.message.slice(0, 80)}` };
  }
}
