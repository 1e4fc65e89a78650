#!/usr/bin/env node
/**
 * Entry of `npm run playground` (after `tsc -b`, through scripts/run.mjs): bundles the
 * playground (packages/n8n-nodes-dev/e2e/playground.ts) with the e2e harness and runs it against the
 * built sandbox and relay. Ctrl-C reaches the playground, which stops n8n, the relay and the
 * sandbox before this script exits.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { bundleHarness } from './bundle-harness.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { file, dispose } = await bundleHarness(
  join(root, 'packages/n8n-nodes-dev/e2e/playground.ts'),
  'playground',
);
try {
  const child = spawn(process.execPath, [file], { stdio: 'inherit' });
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  process.exitCode = await new Promise((resolve) =>
    child.once('exit', (code) => resolve(code ?? 1)),
  );
} finally {
  dispose();
}
