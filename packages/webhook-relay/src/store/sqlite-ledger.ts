/** The idempotency ledger in the SQLite store. */
import type Database from 'better-sqlite3';
import type { ClaimInput, ClaimResult } from '@genservice/core/internal';
import { toLedgerEntry, type LedgerStore } from './ledger-schema';

type Row = Record<string, unknown>;

/**
 * The ledger over an open database. Claims and retakes, which precede a create, commit with the
 * store's `synchronous=FULL`: they are on disk before the create is sent. Settles and releases
 * commit without their own fsync (the next FULL commit syncs them): one lost to a power cut
 * leaves the attempt pending, which a later run reports as "may already exist", never creates twice.
 */
export function sqliteLedger(db: Database.Database): LedgerStore {
  const q = {
    get: db.prepare(`SELECT * FROM ledger WHERE tenant = ? AND key = ?`),
    claim: db.prepare(
      `INSERT INTO ledger (tenant, key, fingerprint, operation, state, attempt, project_id, sent_at, updated_at)
      VALUES (@tenant, @key, @fingerprint, @operation, 'pending', 1, NULL, @now, @now)
      ON CONFLICT (tenant, key) DO UPDATE SET fingerprint = excluded.fingerprint,
        operation = excluded.operation, state = 'pending', attempt = ledger.attempt + 1,
        project_id = NULL, sent_at = excluded.sent_at, updated_at = excluded.updated_at
      WHERE @now - ledger.updated_at > @windowMs
      RETURNING *`,
    ),
    retake: db.prepare(
      `UPDATE ledger SET state = 'pending', attempt = attempt + 1, project_id = NULL,
        sent_at = @now, updated_at = @now
      WHERE tenant = @tenant AND key = @key AND attempt = @attempt RETURNING *`,
    ),
    settle: db.prepare(
      `UPDATE ledger SET state = @state, project_id = @projectId, updated_at = @now
      WHERE tenant = @tenant AND key = @key AND attempt = @attempt`,
    ),
    release: db.prepare(
      `DELETE FROM ledger WHERE tenant = ? AND key = ? AND attempt = ? AND state = 'pending'`,
    ),
  };

  const relaxed = <T>(fn: () => T): T => {
    db.pragma('synchronous = NORMAL');
    try {
      return fn();
    } finally {
      db.pragma('synchronous = FULL');
    }
  };
  const claim = db.transaction(
    (tenant: string, { key, fingerprint, operation, windowMs }: ClaimInput, now: number) => {
      const won = q.claim.get({ tenant, key, fingerprint, operation, windowMs, now }) as
        Row | undefined;
      if (won) return { claimed: true, entry: toLedgerEntry(won) };
      return { claimed: false, entry: toLedgerEntry(q.get.get(tenant, key) as Row) };
    },
  );

  return {
    async get(tenant, key) {
      const row = q.get.get(tenant, key) as Row | undefined;
      return row && toLedgerEntry(row);
    },
    async claim(tenant, input, now) {
      return claim(tenant, input, now) as ClaimResult;
    },
    async retake(tenant, key, attempt, now) {
      const row = q.retake.get({ tenant, key, attempt, now }) as Row | undefined;
      return row && toLedgerEntry(row);
    },
    async settle(tenant, key, attempt, outcome, now) {
      const projectId = outcome.state === 'created' ? outcome.projectId : null;
      const values = { tenant, key, attempt, now, state: outcome.state, projectId };
      return relaxed(() => q.settle.run(values).changes > 0);
    },
    async release(tenant, key, attempt) {
      return relaxed(() => q.release.run(tenant, key, attempt).changes > 0);
    },
  };
}
