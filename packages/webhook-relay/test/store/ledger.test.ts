/** The store's idempotency ledger on SQLite and PostgreSQL: core's conformance suite, tenants, retention. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IdempotencyLedger } from '@genservice/core/internal';
import { describeLedgerConformance } from '../../../core/test/support/ledger-conformance';
import { MAX_LEDGER_WINDOW_MS } from '../../src/store/ledger-schema';
import { openPostgresStore } from '../../src/store/postgres';
import { openSqliteStore } from '../../src/store/sqlite';
import type { Store } from '../../src/store/types';
import { createTestDatabase } from '../helpers/postgres';

/** One tenant's view of the store's ledger, on the wall clock. */
function tenantLedger(store: Store, tenant: string): IdempotencyLedger {
  const l = store.ledger;
  return {
    where: `the relay's ${store.kind} store`,
    get: (key) => l.get(tenant, key),
    claim: (input) => l.claim(tenant, input, Date.now()),
    retake: (key, attempt) => l.retake(tenant, key, attempt, Date.now()),
    settle: async (key, attempt, outcome) => {
      await l.settle(tenant, key, attempt, outcome, Date.now());
    },
    release: async (key, attempt) => {
      await l.release(tenant, key, attempt);
    },
  };
}

const dir = mkdtempSync(join(tmpdir(), 'relay-ledger-'));
let db: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
let n = 0;
afterAll(async () => {
  await db?.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** Opens a new store; `again` opens the same one once more (same SQLite file, same database). */
type Opener = () => Promise<{ store: Store; again: () => Promise<Store> }>;
const openers: [string, Opener][] = [
  [
    'sqlite',
    async () => {
      const file = join(dir, `l${n++}.db`);
      return { store: openSqliteStore(file), again: async () => openSqliteStore(file) };
    },
  ],
  [
    'postgres',
    async () => {
      db ??= await createTestDatabase();
      const url = db.url;
      return { store: await openPostgresStore(url), again: () => openPostgresStore(url) };
    },
  ],
];

const T0 = 1_800_000_000_000;
const input = (key: string, windowMs = 60_000) => ({
  key,
  fingerprint: 'a'.repeat(64),
  operation: 'face-swap',
  windowMs,
});

describe.each(openers)('the %s store ledger', (kind, open) => {
  describeLedgerConformance(`the ${kind} store ledger`, async () => {
    const { store } = await open();
    return { ledger: tenantLedger(store, 'acme'), close: () => store.close() };
  });

  let store: Store;
  let again: () => Promise<Store>;
  beforeAll(async () => {
    ({ store, again } = await open());
  });
  afterAll(() => store.close());
  const key = (label: string) => `${label}-${Math.random().toString(36).slice(2)}`;

  it("keeps each tenant's keys apart: another tenant neither sees nor changes them", async () => {
    const k = key('shared');
    const a = await store.ledger.claim('tenant-a', input(k), T0);
    expect(await store.ledger.get('tenant-b', k)).toBeUndefined();
    expect(await store.ledger.retake('tenant-b', k, 1, T0)).toBeUndefined();
    expect(await store.ledger.settle('tenant-b', k, 1, { state: 'unknown' }, T0)).toBe(false);
    expect(await store.ledger.release('tenant-b', k, 1)).toBe(false);
    const b = await store.ledger.claim('tenant-b', { ...input(k), operation: 'lip-sync' }, T0);
    expect(b).toMatchObject({ claimed: true, entry: { attempt: 1, operation: 'lip-sync' } });
    expect(await store.ledger.get('tenant-a', k)).toEqual(a.entry);
  });

  it('windows by the time it is given, counting from the last change', async () => {
    const k = key('window');
    await store.ledger.claim('acme', input(k, 1_000), T0);
    await store.ledger.settle('acme', k, 1, { state: 'created', projectId: 'p1' }, T0 + 500);
    expect((await store.ledger.claim('acme', input(k, 1_000), T0 + 1_500)).claimed).toBe(false);
    const late = await store.ledger.claim('acme', input(k, 1_000), T0 + 1_501);
    expect(late).toMatchObject({ claimed: true, entry: { attempt: 2, sentAt: T0 + 1_501 } });
  });

  it('prunes only entries older than the longest window past the retention cutoff', async () => {
    const before = T0 + 10 * MAX_LEDGER_WINDOW_MS;
    const [old, kept] = [key('old'), key('kept')];
    await store.ledger.claim('acme', input(old), before - MAX_LEDGER_WINDOW_MS - 1);
    await store.ledger.claim('acme', input(kept), before - MAX_LEDGER_WINDOW_MS);
    expect(await store.prune(before)).toBeGreaterThanOrEqual(1);
    expect(await store.ledger.get('acme', old)).toBeUndefined();
    expect(await store.ledger.get('acme', kept)).toBeDefined();
  });

  it('keeps entries when the store is closed and opened again', async () => {
    const k = key('durable');
    const { entry } = await store.ledger.claim('acme', input(k), T0);
    await store.close();
    store = await again();
    expect(await store.ledger.get('acme', k)).toEqual(entry);
  });
});
