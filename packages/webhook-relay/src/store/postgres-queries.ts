/** The PostgreSQL store's subscription, read and maintenance queries. */
import type pg from 'pg';
import { toDelivery, toEvent, toSubscription } from './rows';
import { PRUNE_SQL } from './schema';
import type { StoreQueries } from './types';

type Row = Record<string, unknown>;

/** Queries over a pool; those that change several rows run in one transaction. */
export function postgresQueries(pool: pg.Pool): StoreQueries {
  const rows = async (sql: string, params: unknown[] = []) =>
    (await pool.query(sql, params)).rows as Row[];
  return {
    async listSubscriptions(tenant) {
      return (
        await rows(`SELECT * FROM subscriptions WHERE tenant = $1 ORDER BY created_at, id`, [
          tenant,
        ])
      ).map(toSubscription);
    },
    async getSubscription(tenant, id) {
      const [row] = await rows(`SELECT * FROM subscriptions WHERE tenant = $1 AND id = $2`, [
        tenant,
        id,
      ]);
      return row && toSubscription(row);
    },
    deleteSubscription: (tenant, id) =>
      inTx(pool, async (c) => {
        const gone =
          ((await c.query(`DELETE FROM subscriptions WHERE tenant = $1 AND id = $2`, [tenant, id]))
            .rowCount ?? 0) > 0;
        if (gone)
          await c.query(
            `DELETE FROM deliveries WHERE subscription_id = $1 AND status = 'pending'`,
            [id],
          );
        return gone;
      }),
    async recentEvents(tenant, { limit, type }) {
      return (
        await rows(
          `SELECT * FROM events WHERE tenant = $1 AND ($2::text IS NULL OR type = $2) ORDER BY id DESC LIMIT $3`,
          [tenant, type ?? null, limit],
        )
      ).map(toEvent);
    },
    async listDeliveries(tenant, { status, subscriptionId, limit }) {
      return (
        await rows(
          `SELECT d.*, e.type FROM deliveries d JOIN events e ON e.id = d.event_id
        WHERE d.tenant = $1 AND ($2::text IS NULL OR d.status = $2) AND ($3::text IS NULL OR d.subscription_id = $3)
        ORDER BY d.updated_at DESC, d.id LIMIT $4`,
          [tenant, status ?? null, subscriptionId ?? null, limit],
        )
      ).map(toDelivery);
    },
    replay: (tenant, id, now) =>
      inTx(pool, async (c) => {
        const { rows: found } = await c.query(
          `UPDATE deliveries SET status = 'pending', attempts = 0, next_attempt_at = $3, updated_at = $3
        WHERE id = $1 AND tenant = $2 AND status = 'failed'
          AND EXISTS (SELECT 1 FROM subscriptions s WHERE s.id = deliveries.subscription_id) RETURNING subscription_id`,
          [id, tenant, now],
        );
        if (!found.length) return false;
        await c.query(
          `UPDATE subscriptions SET status = CASE WHEN once AND project_id IS NOT NULL THEN 'completed' ELSE 'active' END
          WHERE id = $1 AND status = 'disabled'`,
          [found[0].subscription_id],
        );
        return true;
      }),
    async listWatches() {
      return (
        await rows(
          `SELECT * FROM subscriptions WHERE status = 'active' AND once AND project_id IS NOT NULL`,
        )
      ).map(toSubscription);
    },
    async lastEventAt(tenant, projectId) {
      const [row] = await rows(
        `SELECT MAX(received_at) AS at FROM events WHERE tenant = $1 AND project_id = $2`,
        [tenant, projectId],
      );
      return row?.at === null || row?.at === undefined ? undefined : Number(row.at);
    },
    async queueDepth() {
      return Number(
        (
          await rows(`SELECT COUNT(*) AS n FROM deliveries d JOIN subscriptions s ON s.id = d.subscription_id
        WHERE d.status = 'pending' AND s.status <> 'disabled'`)
        )[0]?.n ?? 0,
      );
    },
    prune: (before) =>
      inTx(pool, async (c) => {
        let removed = 0;
        for (const sql of PRUNE_SQL) removed += (await c.query(sql, [before])).rowCount ?? 0;
        return removed;
      }),
  };
}

/** Runs `fn` in a transaction on one pooled connection; rolls back and rethrows on failure. */
export async function inTx<T>(pool: pg.Pool, fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
  const c = await pool.connect();
  try {
    await c.query('BEGIN');
    const result = await fn(c);
    await c.query('COMMIT');
    return result;
  } catch (error) {
    await c.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    c.release();
  }
}
