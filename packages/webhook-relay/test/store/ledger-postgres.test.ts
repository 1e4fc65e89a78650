/** The ledger shared by several relays on one PostgreSQL database. */
import pg from 'pg';
import { openPostgresStore } from '../../src/store/postgres';
import type { Store } from '../../src/store/types';
import { createTestDatabase } from '../helpers/postgres';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
const stores: Store[] = [];
beforeAll(async () => {
  db = await createTestDatabase();
});
afterEach(async () => Promise.all(stores.splice(0).map((s) => s.close())));
afterAll(() => db.drop());

const open = async () => {
  const store = await openPostgresStore(db.url, { poolSize: 4 });
  stores.push(store);
  return store;
};
const input = (key: string, i: number) => ({
  key,
  fingerprint: String(i).padStart(64, '0'),
  operation: 'face-swap',
  windowMs: 60_000,
});

describe('the PostgreSQL ledger shared by several relays', () => {
  it('gives each key to exactly one of three stores racing on one database', async () => {
    const racers = await Promise.all([open(), open(), open()]);
    const keys = Array.from({ length: 10 }, (_, i) => `race-${i}`);
    for (const key of keys) {
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          racers[i % 3]!.ledger.claim('acme', input(key, i), Date.now()),
        ),
      );
      expect(results.filter((r) => r.claimed)).toHaveLength(1);
      const winner = results.find((r) => r.claimed)!.entry;
      for (const r of results) expect(r.entry).toEqual(winner);
    }
  });

  it('lets exactly one store retake an attempt while others retake the same one', async () => {
    const [a, b] = await Promise.all([open(), open()]);
    await a.ledger.claim('acme', input('retake', 0), Date.now());
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? a : b).ledger.retake('acme', 'retake', 1, Date.now()),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await b.ledger.get('acme', 'retake')).toMatchObject({ attempt: 2, state: 'pending' });
  });

  it('adds the ledger to a database whose schema predates it', async () => {
    await (await open()).close();
    stores.pop();
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    await c.query('DROP TABLE ledger');
    await c.query('DELETE FROM relay_schema');
    await c.query('INSERT INTO relay_schema (version) VALUES (1)');
    await c.end();
    const store = await open();
    expect(await store.ledger.claim('acme', input('upgraded', 0), Date.now())).toMatchObject({
      claimed: true,
    });
  });
});
