#!/usr/bin/env node
/**
 * Entry of `npm run bench:n8n` (after `tsc -b`): bundles bench.ts with the e2e harness
 * (scripts/bundle-harness.mjs) and runs it against the built sandbox and relay.
 * Env: BENCH_ITEMS (100), BENCH_JOB_MS (5000), BENCH_RUNS (3), BENCH_PARTS (polling,paused,keyed),
 * BENCH_KEYED_ROWS (200), BENCH_KEYED_FAIL (10), BENCH_RELAY_API_PER_MIN (the relay's default).
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { bundleHarness } from '../../scripts/bundle-harness.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { file, dispose } = await bundleHarness(join(here, 'bench.ts'), 'bench-n8n');
try {
  process.exitCode = spawnSync(process.execPath, [file], { stdio: 'inherit' }).status ?? 1;
} finally {
  dispose();
}
