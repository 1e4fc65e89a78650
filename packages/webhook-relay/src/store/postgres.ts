/**
 * The shared store: PostgreSQL, for several relay instances at once. Claims use
 * `FOR UPDATE SKIP LOCKED` with leases; ingests and settlements are group-committed.
 */
import pg from 'pg';
import { GroupCommit } from './group-commit';
import { ingestBatch, settleBatch } from './postgres-batches';
import { storeJobPolls } from './job-polls';
import { storeLedger } from './ledger';
import { toEvent } from './rows';
import { SCHEMA_VERSION, schemaSql } from './schema';
import { insertSubscriptionTx } from './postgres-watches';
import { storeQueries } from './queries';
import { inTx, postgresSql } from './sql';
import { storeTenants } from './tenants';
import type { ClaimedDelivery, IngestResult, NewEvent, Settlement, Store } from './types';

type Row = Record<string, unknown>;

/**
 * Connects to `url` and creates the tables when the schema is older than this code. Instances
 * starting together take turns (advisory lock); a current schema runs no DDL, so a starting
 * instance never takes table locks that running ones hold.
 */
export async function openPostgresStore(
  url: string,
  options: { poolSize?: number } = {},
): Promise<Store> {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 8 });
  pool.on('error', () => undefined);
  await inTx(pool, async (c) => {
    await c.query('SELECT pg_advisory_xact_lock(7413)');
    await c.query('CREATE TABLE IF NOT EXISTS relay_schema (version INTEGER NOT NULL)');
    const { rows } = await c.query('SELECT MAX(version) AS v FROM relay_schema');
    if (Number(rows[0]?.v ?? 0) >= SCHEMA_VERSION) return;
    await c.query(schemaSql('postgres'));
    await c.query('INSERT INTO relay_schema (version) VALUES ($1)', [SCHEMA_VERSION]);
  });

  const ingests = new GroupCommit<NewEvent, IngestResult>({
    commit: (events) => inTx(pool, (c) => ingestBatch(c, events)),
    concurrency: 3,
  });
  const settlements = new GroupCommit<Settlement, void>({
    commit: (items) => inTx(pool, (c) => settleBatch(c, items)),
  });

  const sql = postgresSql(pool);
  return {
    kind: 'postgres',
    ledger: storeLedger(sql),
    tenants: storeTenants(sql),
    jobPolls: storeJobPolls(sql),
    ingest: (event) => ingests.submit(event),
    claimDue: (o) =>
      inTx(pool, async (c): Promise<ClaimedDelivery[]> => {
        const { rows: claimed } = await c.query(
          `WITH subs AS (
          SELECT s.id FROM subscriptions s WHERE s.status <> 'disabled' AND NOT (s.id = ANY($2::text[]))
            AND EXISTS (SELECT 1 FROM deliveries d WHERE d.subscription_id = s.id AND d.status = 'pending' AND d.next_attempt_at <= $1)),
        due AS (
          SELECT x.id FROM subs CROSS JOIN LATERAL (
            SELECT d.id FROM deliveries d WHERE d.subscription_id = subs.id AND d.status = 'pending' AND d.next_attempt_at <= $1
              AND (d.lease_until IS NULL OR d.lease_until <= $1)
            ORDER BY d.next_attempt_at LIMIT $6 FOR UPDATE SKIP LOCKED) x
          LIMIT $3)
        UPDATE deliveries d SET lease_owner = $4, lease_until = $5 FROM due WHERE d.id = due.id
        RETURNING d.id`,
          [o.now, o.exclude, o.limit, o.owner, o.now + o.leaseMs, o.perSubscription],
        );
        if (!claimed.length) return [];
        const { rows: full } = await c.query(
          `SELECT d.id AS delivery_id, d.subscription_id, d.attempts, s.url, s.secret, e.*
        FROM deliveries d JOIN subscriptions s ON s.id = d.subscription_id JOIN events e ON e.id = d.event_id
        WHERE d.id = ANY($1::text[]) ORDER BY d.next_attempt_at`,
          [claimed.map((r) => r.id)],
        );
        return full.map((r: Row) => ({
          id: String(r.delivery_id),
          subscriptionId: String(r.subscription_id),
          attempts: Number(r.attempts),
          url: String(r.url),
          secret: String(r.secret),
          event: toEvent(r),
        }));
      }),
    settle: (settlement) => settlements.submit(settlement),
    ...storeQueries(sql),
    createSubscription: (sub) => inTx(pool, (c) => insertSubscriptionTx(c, sub)),
    async ping() {
      await pool.query('SELECT 1');
    },
    async close() {
      await ingests.flush();
      await settlements.flush();
      await pool.end();
    },
  };
}
