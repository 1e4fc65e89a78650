/** The idempotency ledger in the PostgreSQL store, shared by every relay on the database. */
import type pg from 'pg';
import type { ClaimResult } from '@genservice/core/internal';
import { toLedgerEntry, type LedgerStore } from './ledger-schema';

type Row = Record<string, unknown>;

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
  WHERE $5::bigint - l.updated_at > $6::bigint
  RETURNING *`;

/** The ledger over a pool; every operation is a single statement (its own transaction). */
export function postgresLedger(pool: pg.Pool): LedgerStore {
  const one = async (sql: string, params: unknown[]) =>
    (await pool.query(sql, params)).rows[0] as Row | undefined;
  const get = (tenant: string, key: string) =>
    one(`SELECT * FROM ledger WHERE tenant = $1 AND key = $2`, [tenant, key]);

  return {
    async get(tenant, key) {
      const row = await get(tenant, key);
      return row && toLedgerEntry(row);
    },
    async claim(tenant, { key, fingerprint, operation, windowMs }, now): Promise<ClaimResult> {
      // The live entry is read after the upsert; when it was released in between, claim again.
      for (;;) {
        const won = await one(CLAIM, [tenant, key, fingerprint, operation, now, windowMs]);
        if (won) return { claimed: true, entry: toLedgerEntry(won) };
        const live = await get(tenant, key);
        if (live) return { claimed: false, entry: toLedgerEntry(live) };
      }
    },
    async retake(tenant, key, attempt, now) {
      const row = await one(
        `UPDATE ledger SET state = 'pending', attempt = attempt + 1, project_id = NULL,
          sent_at = $4, updated_at = $4
        WHERE tenant = $1 AND key = $2 AND attempt = $3 RETURNING *`,
        [tenant, key, attempt, now],
      );
      return row && toLedgerEntry(row);
    },
    async settle(tenant, key, attempt, outcome, now) {
      const projectId = outcome.state === 'created' ? outcome.projectId : null;
      const { rowCount } = await pool.query(
        `UPDATE ledger SET state = $4, project_id = $5, updated_at = $6
        WHERE tenant = $1 AND key = $2 AND attempt = $3`,
        [tenant, key, attempt, outcome.state, projectId, now],
      );
      return (rowCount ?? 0) > 0;
    },
    async release(tenant, key, attempt) {
      const { rowCount } = await pool.query(
        `DELETE FROM ledger WHERE tenant = $1 AND key = $2 AND attempt = $3 AND state = 'pending'`,
        [tenant, key, attempt],
      );
      return (rowCount ?? 0) > 0;
    },
  };
}
