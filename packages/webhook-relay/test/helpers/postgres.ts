/**
 * A PostgreSQL database for one test file: `PG_URL` or 127.0.0.1:5432 when
 * reachable, otherwise (or with RELAY_TEST_PRIVATE_PG=1) a private cluster
 * started from the Debian binaries in a temp dir and stopped after the file.
 * Fails loudly when none can be had; never skips.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';

let cluster: { dir: string; bin: string; url: string } | undefined;

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function startCluster(): Promise<string> {
  const versions = readdirSync('/usr/lib/postgresql').sort();
  const bin = join('/usr/lib/postgresql', versions[versions.length - 1] ?? '', 'bin');
  const dir = mkdtempSync(join(tmpdir(), 'relay-pg-'));
  chmodSync(dir, 0o777);
  const asPg = (cmd: string, args: string[]) => {
    const root = process.getuid?.() === 0;
    execFileSync(
      root ? 'runuser' : join(bin, cmd),
      root ? ['-u', 'postgres', '--', join(bin, cmd), ...args] : args,
      { stdio: 'pipe' },
    );
  };
  asPg('initdb', ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres']);
  const port = await freePort();
  asPg('pg_ctl', [
    '-D',
    join(dir, 'data'),
    '-w',
    '-l',
    join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  cluster = { dir, bin, url };
  return url;
}

async function adminUrl(): Promise<string> {
  if (process.env.PG_URL) return process.env.PG_URL;
  const local = 'postgres://postgres@127.0.0.1:5432/postgres';
  if (process.env.RELAY_TEST_PRIVATE_PG !== '1' && (await reachable(local))) return local;
  if (cluster) return cluster.url;
  try {
    return await startCluster();
  } catch (error) {
    throw new Error(
      `PostgreSQL is needed for the store tests and none could be started: ${(error as Error).message}`,
    );
  }
}

/** A fresh database; `drop` removes it (and stops a private cluster this helper started). */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = await adminUrl();
  const name = `relay_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      if (cluster) {
        const { dir, bin } = cluster;
        cluster = undefined;
        const root = process.getuid?.() === 0;
        const args = ['-D', join(dir, 'data'), '-m', 'fast', 'stop'];
        execFileSync(
          root ? 'runuser' : join(bin, 'pg_ctl'),
          root ? ['-u', 'postgres', '--', join(bin, 'pg_ctl'), ...args] : args,
          { stdio: 'pipe' },
        );
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
