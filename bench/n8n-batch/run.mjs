#!/usr/bin/env node
/**
 * Entry of `npm run bench:n8n` (after `tsc -b`): bundles bench.ts and the e2e
 * harness with esbuild into a temporary CommonJS file and runs it against the
 * built sandbox and relay.
 * Env: BENCH_ITEMS (100), BENCH_JOB_MS (5000), BENCH_RUNS (3), BENCH_PARTS (polling,paused,keyed),
 * BENCH_KEYED_ROWS (200), BENCH_KEYED_FAIL (10), BENCH_RELAY_API_PER_MIN (the relay's default).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
const esbuild = createRequire(join(root, 'packages/n8n-nodes/package.json'))('esbuild');
/** The sandbox and relay as `tsc -b` built them (the sandbox finds its media next to its dist). */
const builtSandbox = {
  name: 'built-sandbox',
  setup(build) {
    build.onResolve({ filter: /^@genservice\/(sandbox|webhook-relay)$/ }, (args) => ({
      path: join(root, `packages/${args.path.split('/')[1]}/dist/index.js`),
      external: true,
    }));
  },
};
const out = mkdtempSync(join(tmpdir(), 'gs-bench-n8n-'));
const outfile = join(out, 'bench.cjs');

try {
  await esbuild.build({
    entryPoints: [join(here, 'bench.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'warning',
    plugins: [builtSandbox],
    define: { __dirname: JSON.stringify(join(root, 'packages/n8n-nodes/e2e')) },
  });
  const result = spawnSync(process.execPath, [outfile], { stdio: 'inherit' });
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(out, { recursive: true, force: true });
}
