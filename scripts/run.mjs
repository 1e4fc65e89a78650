#!/usr/bin/env node
/**
 * Entry for the README's commands on a fresh machine with only Node >= 20:
 * installs pnpm and the workspace when needed, builds, then runs the task.
 *   node scripts/run.mjs demo | test | bench:upload | bench:relay | bench:n8n | bench:estimates | playground
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM = 'pnpm@10.34.8';
const bin = (name) => join(root, 'node_modules', '.bin', name);

function run(cmd, args, extraEnv = {}) {
  const r = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

function ensureInstalled() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  run('npx', ['-y', PNPM, 'install', '--frozen-lockfile'], { npm_config_update_notifier: 'false' });
}

const tasks = {
  demo: () => run(process.execPath, [join(root, 'packages/sandbox/dist/demo.js')]),
  test: () => {
    run(bin('prettier'), ['--check', '--log-level', 'warn', '.']);
    run(bin('eslint'), ['.']);
    run(bin('tsc'), ['-p', 'tsconfig.tests.json']);
    run(bin('jest'), ['--ci']);
  },
  'bench:upload': () => run(process.execPath, [join(root, 'bench/upload/run.mjs')]),
  'bench:relay': () => run(process.execPath, [join(root, 'bench/relay/run.mjs')]),
  'bench:n8n': () => run(process.execPath, [join(root, 'bench/n8n-batch/run.mjs')]),
  'bench:estimates': () => run(process.execPath, [join(root, 'bench/estimates/run.mjs')]),
  playground: () => (
    process.on('SIGINT', () => {}),
    run(process.execPath, [join(root, 'scripts/playground.mjs')])
  ),
};

const task = tasks[process.argv[2]];
if (!task) {
  console.error(`usage: node scripts/run.mjs ${Object.keys(tasks).join(' | ')}`);
  process.exit(2);
}
ensureInstalled();
run(bin('tsc'), ['-b']);
task();
