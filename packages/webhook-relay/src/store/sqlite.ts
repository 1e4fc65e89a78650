/**
 * The embedded store: one SQLite file (WAL, synchronous=FULL) owned by one relay
 * process. Ingests and settlements are group-committed.
 */
import Database from 'better-sqlite3';
import { GroupCommit } from './group-commit';
import { toEvent } from './rows';
import { addMissingColumns, schemaSql } from './schema';
import { storeJobPolls } from './job-polls';
import { storeLedger } from './ledger';
import { storeQueries } from './queries';
import { sqliteSql } from './sql';
import { sqliteWrites } from './sqlite-writes';
import { storeTenants } from './tenants';
import type {
  ClaimOptions,
  ClaimedDelivery,
  IngestResult,
  NewEvent,
  Settlement,
  Store,
} from './types';

type Row = Record<string, unknown>;

/**
 * Opens (and creates) the store at `file` (`:memory:` for a throwaway one). Leases left by a
 * previous process are released at once: the file has one owner, so they are all stale.
 */
export function openSqliteStore(file: string): Store {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.exec(schemaSql('sqlite'));
  addMissingColumns(db);
  for (const table of ['deliveries', 'job_polls'])
    db.prepare(
      `UPDATE ${table} SET lease_owner = NULL, lease_until = NULL WHERE lease_owner IS NOT NULL`,
    ).run();

  const writes = sqliteWrites(db);
  const q = {
    busySubs: db.prepare(`SELECT s.id FROM subscriptions s WHERE s.status <> 'disabled'
      AND s.id NOT IN (SELECT value FROM json_each(?))
      AND EXISTS (SELECT 1 FROM deliveries d WHERE d.subscription_id = s.id AND d.status = 'pending' AND d.next_attempt_at <= ?)`),
    dueOf:
      db.prepare(`SELECT id FROM deliveries WHERE subscription_id = @sub AND status = 'pending' AND next_attempt_at <= @now
      AND (lease_until IS NULL OR lease_until <= @now) ORDER BY next_attempt_at LIMIT @per`),
    lease: db.prepare(`UPDATE deliveries SET lease_owner = ?, lease_until = ? WHERE id = ?`),
    claimed:
      db.prepare(`SELECT d.id, d.subscription_id, d.attempts, s.url, s.secret, e.* FROM deliveries d
      JOIN subscriptions s ON s.id = d.subscription_id JOIN events e ON e.id = d.event_id WHERE d.id = ?`),
    settle:
      db.prepare(`UPDATE deliveries SET status = @status, attempts = attempts + 1, next_attempt_at = @next,
      last_status = @code, last_error = @error, updated_at = @at, lease_owner = NULL, lease_until = NULL
      WHERE id = @id AND lease_owner = @owner`),
    disableSub: db.prepare(`UPDATE subscriptions SET status = 'disabled' WHERE id = ?`),
  };

  const settleBatch = db.transaction((items: Settlement[]) =>
    items.map((s) => {
      const status =
        s.outcome === 'delivered' ? 'delivered' : s.outcome === 'retry' ? 'pending' : 'failed';
      q.settle.run({
        id: s.id,
        owner: s.owner,
        status,
        next: s.nextAttemptAt ?? s.at,
        code: s.status,
        error: s.error,
        at: s.at,
      });
      if (s.outcome === 'disable') q.disableSub.run(s.subscriptionId);
    }),
  );
  /**
   * Leases and settlements commit without their own fsync (WAL with synchronous=NORMAL stays
   * consistent; the next FULL commit syncs them too): losing one to a power cut only means a
   * delivery is sent again. Ingests, which back a 2xx, always commit with synchronous=FULL.
   */
  const relaxed =
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    (...args: A): R => {
      db.pragma('synchronous = NORMAL');
      try {
        return fn(...args);
      } finally {
        db.pragma('synchronous = FULL');
      }
    };
  const ingests = new GroupCommit<NewEvent, IngestResult>({ commit: writes.ingestBatch });
  const settlements = new GroupCommit<Settlement, void>({ commit: relaxed(settleBatch) });

  const claim = relaxed(
    db.transaction((o: ClaimOptions) => {
      const ids: string[] = [];
      for (const { id: sub } of q.busySubs.all(JSON.stringify(o.exclude), o.now) as Row[]) {
        const per = Math.min(o.perSubscription, o.limit - ids.length);
        if (per <= 0) break;
        for (const r of q.dueOf.all({ sub, now: o.now, per }) as Row[]) ids.push(String(r.id));
      }
      return ids.map((id): ClaimedDelivery => {
        q.lease.run(o.owner, o.now + o.leaseMs, id);
        const r = q.claimed.get(id) as Row;
        return {
          id,
          subscriptionId: String(r.subscription_id),
          attempts: Number(r.attempts),
          url: String(r.url),
          secret: String(r.secret),
          event: toEvent(r),
        };
      });
    }),
  );

  const sql = sqliteSql(db);
  return {
    kind: 'sqlite',
    ledger: storeLedger(sql),
    tenants: storeTenants(sql),
    jobPolls: storeJobPolls(sql),
    ingest: (event) => ingests.submit(event),
    claimDue: async (options) => claim(options),
    settle: (settlement) => settlements.submit(settlement),
    ...storeQueries(sql),
    createSubscription: async (sub) => writes.createSubscription(sub),
    async ping() {
      db.prepare('SELECT 1').get();
    },
    async close() {
      await ingests.flush();
      await settlements.flush();
      db.close();
    },
  };
}
