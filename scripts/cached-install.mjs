/**
 * Tools the tests install from the npm registry once per machine (a newer Node with n8n, the n8n
 * node CLI, the Zapier CLI) live in one cache: `$GENSERVICE_CACHE`, else
 * `$XDG_CACHE_HOME/genservice` (`~/.cache/genservice`). An install fills a staging folder that
 * is renamed into place once complete, under a directory lock, so concurrent callers wait for
 * one install and an interrupted one never looks complete.
 */
import { existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import process from 'node:process';

/** The cache folder named `name`. */
export function cacheDir(name) {
  const base =
    process.env.GENSERVICE_CACHE ??
    join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'genservice');
  return join(base, name);
}

const sleepSync = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Runs `fn` holding the directory lock `lock` (a lock older than 20 minutes is taken as stale). */
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

/**
 * `dir`, installed by `fill(staging)` unless it already holds `marker`: `fill` gets an empty
 * staging folder, which becomes `dir` (marked complete) only when `fill` returns.
 */
export function ensureCached(dir, fill, { marker = '.complete' } = {}) {
  if (existsSync(join(dir, marker))) return dir;
  mkdirSync(dirname(dir), { recursive: true });
  withLock(`${dir}.lock`, () => {
    if (existsSync(join(dir, marker))) return;
    const staging = `${dir}.tmp-${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    fill(staging);
    writeFileSync(join(staging, marker), new Date().toISOString());
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
  });
  return dir;
}
