/** Hosted relays for tests: on either store, against a given service, with tenant helpers. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { RelayHooks, RelayOptions, RunningRelay } from '../../src';
import { startRelay } from '../../src';
import { createTestDatabase } from '../helpers/postgres';
import type { StoreKind } from '../helpers/relay';

/** Fixed test keys: `K1` current, `K0` an older one. */
export const K1 = `k1:${Buffer.alloc(32, 1).toString('base64')}`;
export const K0 = `k0:${Buffer.alloc(32, 7).toString('base64')}`;
export const ADMIN_TOKEN = 'admin-token-0123456789abcdef';
export const WEBHOOK_SECRET = `whsec_${randomBytes(24).toString('base64')}`;

/** Starts a hosted relay on `store` checking keys at `serviceBaseUrl`. */
export function startHosted(
  store: string,
  serviceBaseUrl: string,
  options: Partial<RelayOptions> & RelayHooks = {},
): Promise<RunningRelay> {
  return startRelay({
    port: 0,
    host: '127.0.0.1',
    store,
    tenants: [],
    hosted: true,
    secretKeys: K1,
    adminToken: ADMIN_TOKEN,
    serviceBaseUrl,
    allowPrivateSubscribers: true,
    quiet: true,
    resolve: async () => [{ address: '93.184.216.34', family: 4 }],
    ...options,
  });
}

/** Calls the relay with a bearer token; the answer's status, JSON body and headers. */
export async function call(
  relayUrl: string,
  method: string,
  path: string,
  token: string | undefined,
  body?: unknown,
) {
  const res = await fetch(`${relayUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}

/**
 * A stand-in for the service's `GET /v1/account` whose answer the test sets (`status`, or
 * `hang` to never answer); counts the requests it got.
 */
export async function startFakeService() {
  const state = { status: 200, hang: false, calls: 0 };
  const server = createServer((req, res) => {
    state.calls++;
    if (state.hang) return;
    res.writeHead(state.status, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        state.status === 200 ? { credits: 10, tier: 'free' } : { message: 'Invalid API key' },
      ),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/**
 * Per describe block: `fresh()` is an empty store of `kind` (a new SQLite file, or the block's
 * PostgreSQL database emptied); `query` reads the PostgreSQL database. Relays started with
 * `track` are closed after each test.
 */
export function hostedStores(kind: StoreKind) {
  const dir = mkdtempSync(join(tmpdir(), 'relay-tenants-'));
  let db: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let n = 0;
  const running: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((r) => r.close()));
  });
  afterAll(async () => {
    await db?.drop();
    rmSync(dir, { recursive: true, force: true });
  });
  const query = async (sql: string, params: unknown[] = []) => {
    const c = new pg.Client({ connectionString: db!.url });
    await c.connect();
    try {
      return (await c.query(sql, params)).rows as Record<string, unknown>[];
    } finally {
      await c.end();
    }
  };
  return {
    async fresh(): Promise<string> {
      if (kind === 'sqlite') return `sqlite:${join(dir, `h${n++}.db`)}`;
      db ??= await createTestDatabase();
      await query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
      return db.url;
    },
    query,
    track<T extends { close(): Promise<void> }>(r: T): T {
      running.push(r);
      return r;
    },
  };
}
