/**
 * Stores for the store tests, one harness per kind, and the fixtures they share.
 * `seedSubscription` writes a row directly, as an earlier relay version would have.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { openPostgresStore } from '../../src/store/postgres';
import { insertSubscription } from '../../src/store/rows';
import { openSqliteStore } from '../../src/store/sqlite';
import type { NewEvent, Store, Subscription } from '../../src/store/types';
import { createTestDatabase } from '../helpers/postgres';

export interface Harness {
  open(): Promise<Store>;
  /** The `store` option of the store opened last (for a relay to share it). */
  url(): string;
  reset(): Promise<void>;
  /** Inserts the subscription row as given (no watch look-back) into the store opened last. */
  seedSubscription(sub: Subscription): Promise<void>;
  done(): Promise<void>;
}

export function sqliteHarness(): Harness {
  const dir = mkdtempSync(join(tmpdir(), 'relay-store-'));
  let n = 0;
  let file = '';
  return {
    async open() {
      file = join(dir, `s${n++}.db`);
      return openSqliteStore(file);
    },
    url: () => `sqlite:${file}`,
    reset: async () => undefined,
    async seedSubscription(sub) {
      const db = new Database(file);
      const { sql, values } = insertSubscription(sub, 'sqlite');
      db.prepare(sql).run(...values);
      db.close();
    },
    done: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** One plain PostgreSQL connection, for tests that read or write the store's tables directly. */
export async function sqlClient(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  return {
    rows: async (sql: string, values: unknown[] = []) =>
      (await c.query(sql, values)).rows as Record<string, unknown>[],
    end: () => c.end(),
  };
}

export function postgresHarness(): Harness {
  let db: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  const query = async (sql: string, values: unknown[] = []) => {
    const c = await sqlClient(db!.url);
    try {
      return await c.rows(sql, values);
    } finally {
      await c.end();
    }
  };
  return {
    async open() {
      db ??= await createTestDatabase();
      return openPostgresStore(db.url);
    },
    url: () => db!.url,
    async reset() {
      if (db) await query('TRUNCATE events, subscriptions, deliveries, job_polls RESTART IDENTITY');
    },
    async seedSubscription(sub) {
      const { sql, values } = insertSubscription(sub, 'postgres');
      await query(sql, values);
    },
    done: async () => db?.drop(),
  };
}

export const T0 = 1_700_000_000_000;

export const event = (projectId: string, type: string, at = T0): NewEvent => ({
  tenant: 't1',
  dedupeKey: `${projectId}:${type}`,
  type,
  projectId,
  payload: { id: projectId, status: 'complete' },
  receivedAt: at,
});

export const sub = (id: string, extra: Partial<Subscription> = {}): Subscription => ({
  id,
  tenant: 't1',
  url: `https://example.com/${id}`,
  events: ['*'],
  projectId: null,
  once: false,
  kind: null,
  secret: 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0',
  status: 'active',
  createdAt: T0,
  ...extra,
});

export const claimOpts = {
  now: T0,
  limit: 100,
  owner: 'a',
  leaseMs: 60_000,
  exclude: [] as string[],
  perSubscription: 100,
};

/** Both store kinds, for `describe.each(STORE_KINDS)`. */
export const STORE_KINDS: [string, () => Harness][] = [
  ['sqlite', sqliteHarness],
  ['postgres', postgresHarness],
];

/** The suite's variable holding the store under test (a test may swap in a reopened one). */
export interface StoreSlot {
  set(store: Store): void;
  get(): Store;
}

/**
 * Registers the hooks of a store suite: before each test a fresh store from `makeHarness`,
 * put in `slot`; the store in `slot` closed after each test; the harness ended after all.
 */
export function useFreshStore(makeHarness: () => Harness, slot: StoreSlot): Harness {
  const harness = makeHarness();
  beforeEach(async () => {
    await harness.reset();
    slot.set(await harness.open());
  });
  afterEach(() => slot.get().close());
  afterAll(() => harness.done());
  return harness;
}
