/**
 * The idempotency ledger in the relay's store: one row per (tenant, key), the same table in
 * SQLite and PostgreSQL, and the store-level operations both implement.
 */
import type {
  ClaimInput,
  ClaimResult,
  LedgerEntry,
  SettleOutcome,
} from '@genservice/core/internal';

/** The table, with `{{bigint}}` filled per dialect by `schemaSql`. */
export const LEDGER_TABLES = `
CREATE TABLE IF NOT EXISTS ledger (
  tenant TEXT NOT NULL,
  key TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  operation TEXT NOT NULL,
  state TEXT NOT NULL,
  attempt INTEGER NOT NULL,
  project_id TEXT,
  sent_at {{bigint}} NOT NULL,
  updated_at {{bigint}} NOT NULL,
  PRIMARY KEY (tenant, key)
);
CREATE INDEX IF NOT EXISTS ledger_updated ON ledger (updated_at);
`;

/** Longest window a claim may ask for (365 days); entries are kept at least this long. */
export const MAX_LEDGER_WINDOW_MS = 365 * 86_400_000;

/**
 * Retention: `$1` is the store's cutoff (now minus the retention days). Entries are removed
 * only once they are older than the longest window too, so no live key is ever forgotten.
 */
export const LEDGER_PRUNE_SQL = `DELETE FROM ledger WHERE updated_at < $1 - ${MAX_LEDGER_WINDOW_MS}`;

/**
 * The ledger of every tenant. Each operation is atomic in the store (several relays on one
 * PostgreSQL included) and uses the time it is given as "now". A tenant never sees another's keys.
 */
export interface LedgerStore {
  get(tenant: string, key: string): Promise<LedgerEntry | undefined>;
  /** No entry, or one updated more than `windowMs` before `now`: writes a pending attempt and wins. */
  claim(tenant: string, input: ClaimInput, now: number): Promise<ClaimResult>;
  /** When the attempt is still `expectedAttempt`: a new pending attempt; otherwise undefined. */
  retake(
    tenant: string,
    key: string,
    expectedAttempt: number,
    now: number,
  ): Promise<LedgerEntry | undefined>;
  /** Records the outcome of `attempt`; false (and nothing changes) when it is no longer current. */
  settle(
    tenant: string,
    key: string,
    attempt: number,
    outcome: SettleOutcome,
    now: number,
  ): Promise<boolean>;
  /** Forgets the entry when `attempt` is current and still pending; false otherwise. */
  release(tenant: string, key: string, attempt: number): Promise<boolean>;
}

/** A stored row as an entry (PostgreSQL answers BIGINT as strings). */
export function toLedgerEntry(row: Record<string, unknown>): LedgerEntry {
  return {
    key: String(row.key),
    fingerprint: String(row.fingerprint),
    operation: String(row.operation),
    state: String(row.state) as LedgerEntry['state'],
    attempt: Number(row.attempt),
    projectId:
      row.project_id === null || row.project_id === undefined ? null : String(row.project_id),
    sentAt: Number(row.sent_at),
    updatedAt: Number(row.updated_at),
  };
}

/** The columns a claim writes, in order: tenant, key, fingerprint, operation, now. */
export const CLAIM_COLUMNS =
  'tenant, key, fingerprint, operation, state, attempt, project_id, sent_at, updated_at';
