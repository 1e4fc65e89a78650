/** A SQLite store made by an earlier relay (no `filters` column) opens and keeps its subscriptions. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openSqliteStore } from '../../src/store/sqlite';

describe('sqlite store made before subscription filters', () => {
  const dir = mkdtempSync(join(tmpdir(), 'relay-old-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gains the filters column and reads old subscriptions as unfiltered', async () => {
    const file = join(dir, 'old.db');
    const db = new Database(file);
    db.exec(`CREATE TABLE subscriptions (id TEXT PRIMARY KEY, tenant TEXT NOT NULL, url TEXT NOT NULL,
      events TEXT NOT NULL, project_id TEXT, once INTEGER NOT NULL, kind TEXT, secret TEXT NOT NULL,
      status TEXT NOT NULL, created_at INTEGER NOT NULL)`);
    db.prepare(
      `INSERT INTO subscriptions VALUES ('s1', 't1', 'https://h.test/a', '["*"]', NULL, 0, NULL, 'whsec_x', 'active', 1)`,
    ).run();
    db.close();
    const store = await openSqliteStore(file);
    try {
      expect(await store.getSubscription('t1', 's1')).toMatchObject({ id: 's1', filters: null });
      const r = await store.ingest({
        tenant: 't1',
        dedupeKey: 'p1:video.completed',
        type: 'video.completed',
        projectId: 'p1',
        payload: { id: 'p1', type: 'FACE_SWAP', name: 'x' },
        receivedAt: 2,
      });
      expect(r.deliveries).toBe(1);
    } finally {
      await store.close();
    }
  });
});
