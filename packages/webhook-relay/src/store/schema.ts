/**
 * Table definitions, written once for both stores: `{{serial}}` and
 * `{{bigint}}` are filled per dialect.
 */
import { JOB_POLL_PRUNE_SQL, JOB_POLL_TABLES } from './job-polls-schema';
import { LEDGER_PRUNE_SQL, LEDGER_TABLES } from './ledger-schema';
import { TENANT_TABLES } from './tenants-schema';

const TEMPLATE = `
CREATE TABLE IF NOT EXISTS events (
  id {{serial}} PRIMARY KEY,
  tenant TEXT NOT NULL,
  dedupe_key TEXT NOT NULL,
  type TEXT NOT NULL,
  project_id TEXT NOT NULL,
  payload TEXT NOT NULL,
  received_at {{bigint}} NOT NULL,
  UNIQUE (tenant, dedupe_key)
);
CREATE INDEX IF NOT EXISTS events_recent ON events (tenant, id);
CREATE INDEX IF NOT EXISTS events_project ON events (tenant, project_id, received_at);
CREATE TABLE IF NOT EXISTS subscriptions (
  id TEXT PRIMARY KEY,
  tenant TEXT NOT NULL,
  url TEXT NOT NULL,
  events TEXT NOT NULL,
  project_id TEXT,
  once {{bool}} NOT NULL,
  kind TEXT,
  filters TEXT,
  secret TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at {{bigint}} NOT NULL
);
CREATE INDEX IF NOT EXISTS subscriptions_tenant ON subscriptions (tenant, status);
CREATE TABLE IF NOT EXISTS deliveries (
  id TEXT PRIMARY KEY,
  tenant TEXT NOT NULL,
  subscription_id TEXT NOT NULL,
  event_id {{bigint}} NOT NULL,
  status TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at {{bigint}} NOT NULL,
  lease_owner TEXT,
  lease_until {{bigint}},
  last_status INTEGER,
  last_error TEXT,
  updated_at {{bigint}} NOT NULL
);
CREATE INDEX IF NOT EXISTS deliveries_due ON deliveries (status, next_attempt_at);
CREATE INDEX IF NOT EXISTS deliveries_subscription_due ON deliveries (subscription_id, status, next_attempt_at);
CREATE INDEX IF NOT EXISTS deliveries_event ON deliveries (event_id);
`;

/** Raised whenever the tables or indexes change; PostgreSQL runs the DDL only for a newer version. */
export const SCHEMA_VERSION = 5;

/** Columns added after a table first shipped: `[table, column, type]`, for stores made earlier. */
export const ADDED_COLUMNS: readonly (readonly [string, string, string])[] = [
  ['subscriptions', 'filters', 'TEXT'],
];

/**
 * The schema for SQLite or PostgreSQL; every statement is idempotent. PostgreSQL also adds
 * `ADDED_COLUMNS` to older tables here; SQLite, which lacks `ADD COLUMN IF NOT EXISTS`, in `addMissingColumns`.
 */
export function schemaSql(dialect: 'sqlite' | 'postgres'): string {
  const words =
    dialect === 'sqlite'
      ? { serial: 'INTEGER', bigint: 'INTEGER', bool: 'INTEGER', false: '0' }
      : { serial: 'BIGSERIAL', bigint: 'BIGINT', bool: 'BOOLEAN', false: 'FALSE' };
  const added =
    dialect === 'postgres'
      ? ADDED_COLUMNS.map(
          ([t, c, type]) => `ALTER TABLE ${t} ADD COLUMN IF NOT EXISTS ${c} ${type};\n`,
        )
      : [];
  return (TEMPLATE + LEDGER_TABLES + TENANT_TABLES + JOB_POLL_TABLES + added.join('')).replace(
    /\{\{(\w+)\}\}/g,
    (_, k: keyof typeof words) => words[k],
  );
}

/** SQLite: adds each of `ADDED_COLUMNS` its table lacks (a store made by an earlier relay). */
export function addMissingColumns(db: {
  pragma(source: string): unknown;
  exec(source: string): unknown;
}): void {
  for (const [table, column, type] of ADDED_COLUMNS) {
    const have = db.pragma(`table_info(${table})`) as { name: string }[];
    if (!have.some((c) => c.name === column))
      db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`);
  }
}

/** Retention, oldest first: finished deliveries, then events and completed watches nothing refers to. `$1` is the cutoff. */
export const PRUNE_SQL: readonly string[] = [
  `DELETE FROM deliveries WHERE status <> 'pending' AND updated_at < $1`,
  `DELETE FROM events WHERE received_at < $1 AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.event_id = events.id)`,
  `DELETE FROM subscriptions WHERE status = 'completed' AND created_at < $1
     AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.subscription_id = subscriptions.id)`,
  LEDGER_PRUNE_SQL,
  JOB_POLL_PRUNE_SQL,
];
