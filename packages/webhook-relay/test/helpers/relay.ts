/** Starts relays for tests on either store, with a fresh store per test. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startRelay, type RelayHooks, type RelayOptions, type RunningRelay } from '../../src';
import { API_TOKEN, INBOUND_SECRET } from './events';
import { createTestDatabase } from './postgres';

export type StoreKind = 'sqlite' | 'postgres';
export const STORE_KINDS: StoreKind[] = ['sqlite', 'postgres'];
export const TENANT = { id: 'acme', inboundSecret: INBOUND_SECRET, apiToken: API_TOKEN };

/** A quiet relay on `store` at 127.0.0.1 on a free port, serving TENANT, delivering to local sinks. */
export function localRelayOptions(store: string) {
  return {
    port: 0,
    host: '127.0.0.1',
    store,
    tenants: [TENANT],
    allowPrivateSubscribers: true,
    quiet: true,
  } satisfies Partial<RelayOptions>;
}

/**
 * Per describe block: `start` opens a relay on a clean store; everything is closed after each test.
 * Host names resolve to a public address (no DNS in tests) unless a test passes `resolve`.
 */
export function relayHarness(kind: StoreKind) {
  const dir = mkdtempSync(join(tmpdir(), 'relay-test-'));
  let db: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let n = 0;
  const running: RunningRelay[] = [];

  afterEach(async () => {
    await Promise.all(running.splice(0).map((r) => r.close()));
  });
  afterAll(async () => {
    await db?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  return {
    async start(options: Partial<RelayOptions> & RelayHooks = {}): Promise<RunningRelay> {
      let store: string;
      if (kind === 'sqlite') store = `sqlite:${join(dir, `r${n++}.db`)}`;
      else {
        db ??= await createTestDatabase();
        const c = new pg.Client({ connectionString: db.url });
        await c.connect();
        await c.query(
          'DROP TABLE IF EXISTS events, subscriptions, deliveries, job_polls, relay_schema, relay_rate_limits',
        );
        await c.end();
        store = db.url;
      }
      const relay = await startRelay({
        ...localRelayOptions(store),
        resolve: async () => [{ address: '93.184.216.34', family: 4 }],
        ...options,
      });
      running.push(relay);
      return relay;
    },
  };
}
