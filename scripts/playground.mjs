#!/usr/bin/env node
/**
 * Entry of `npm run playground` (after `tsc -b`, through scripts/run.mjs): bundles the
 * playground (packages/n8n-nodes/e2e/playground.ts) and the e2e harness with esbuild into a
 * temporary CommonJS file and runs it against the built sandbox and relay. Ctrl-C reaches the
 * playground, which stops n8n, the relay and the sandbox before this script exits.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const e2e = join(root, 'packages/n8n-nodes/e2e');
const esbuild = createRequire(join(root, 'packages/n8n-nodes/package.json'))('esbuild');
/** The sandbox and relay as `tsc -b` built them (the sandbox finds its media next to its dist). */
const builtPackages = {
  name: 'built-packages',
  setup(build) {
    build.onResolve({ filter: /^@genservice\/(sandbox|webhook-relay)$/ }, (args) => ({
      path: join(root, `packages/${args.path.split('/')[1]}/dist/index.js`),
      external: true,
    }));
  },
};
const out = mkdtempSync(join(tmpdir(), 'gs-playground-'));
const outfile = join(out, 'playground.cjs');

try {
  await esbuild.build({
    entryPoints: [join(e2e, 'playground.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'warning',
    plugins: [builtPackages],
    define: { __dirname: JSON.stringify(e2e) },
  });
  const child = spawn(process.execPath, [outfile], { stdio: 'inherit' });
  const ignore = () => undefined;
  process.on('SIGINT', ignore);
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  process.exitCode = await new Promise((resolve) =>
    child.once('exit', (code) => resolve(code ?? 1)),
  );
} finally {
  rmSync(out, { recursive: true, force: true });
}
