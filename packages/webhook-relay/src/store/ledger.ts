/** The idempotency ledger, written once for both databases. */
import type { ClaimResult } from '@genservice/core/internal';
import { toLedgerEntry, type LedgerStore } from './ledger-schema';
import type { Sql } from './sql';

/**
 * The claim is one upsert: a new key inserts, a key whose entry outlived the window is taken
 * over, a live one is left alone (and returns no row). Racing claims serialize on the row's
 * unique index, so exactly one of them writes.
 */
const CLAIM = `INSERT INTO ledger AS l (tenant, key, fingerprint, operation, state, attempt, project_id, sent_at, updated_at)
  VALUES ($1, $2, $3, $4, 'pending', 1, NULL, $5, $5)
  ON CONFLICT (tenant, key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint,
    operation = EXCLUDED.operation, state = 'pending', attempt = l.attempt + 1,
    project_id = NULL, sent_at = EXCLUDED.sent_at, updated_at = EXCLUDED.updated_at
  WHERE CAST($5 AS BIGINT) - l.updated_at > CAST($6 AS BIGINT)
  RETURNING *`;

/**
 * The ledger; every operation is a single statement. Claims and retakes, which precede a create,
 * commit durably before the create is sent. Settles and releases are relaxed on SQLite (the next
 * durable commit syncs them): one lost to a power cut leaves the attempt pending, which a later
 * run reports as "may already exist", never creates twice.
 */
export function storeLedger(sql: Sql): LedgerStore {
  const get = async (tenant: string, key: string) =>
    (await sql.rows(`SELECT * FROM ledger WHERE tenant = $1 AND key = $2`, [tenant, key]))[0];
  return {
    async get(tenant, key) {
      const row = await get(tenant, key);
      return row && toLedgerEntry(row);
    },
    async claim(tenant, { key, fingerprint, operation, windowMs }, now): Promise<ClaimResult> {
      // The live entry is read after the upsert; when it was released in between, claim again.
      for (;;) {
        const [won] = await sql.rows(CLAIM, [tenant, key, fingerprint, operation, now, windowMs]);
        if (won) return { claimed: true, entry: toLedgerEntry(won) };
        const live = await get(tenant, key);
        if (live) return { claimed: false, entry: toLedgerEntry(live) };
      }
    },
    async retake(tenant, key, attempt, now) {
      const [row] = await sql.rows(
        `UPDATE ledger SET state = 'pending', attempt = attempt + 1, project_id = NULL,
          sent_at = $4, updated_at = $4
        WHERE tenant = $1 AND key = $2 AND attempt = $3 RETURNING *`,
        [tenant, key, attempt, now],
      );
      return row && toLedgerEntry(row);
    },
    async settle(tenant, key, attempt, outcome, now) {
      const projectId = outcome.state === 'created' ? outcome.projectId : null;
      const changed = await sql.changes(
        `UPDATE ledger SET state = $4, project_id = $5, updated_at = $6
        WHERE tenant = $1 AND key = $2 AND attempt = $3`,
        [tenant, key, attempt, outcome.state, projectId, now],
        { relaxed: true },
      );
      return changed > 0;
    },
    async release(tenant, key, attempt) {
      const changed = await sql.changes(
        `DELETE FROM ledger WHERE tenant = $1 AND key = $2 AND attempt = $3 AND state = 'pending'`,
        [tenant, key, attempt],
        { relaxed: true },
      );
      return changed > 0;
    },
  };
}
