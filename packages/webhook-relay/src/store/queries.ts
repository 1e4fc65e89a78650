/** The store's subscription, read and maintenance queries, written once for both databases. */
import { toDelivery, toEvent, toSubscription } from './rows';
import { PRUNE_SQL } from './schema';
import type { Sql } from './sql';
import type { Store, StoreQueries } from './types';

/** Queries over either database; those that change several tables run in one transaction. */
export function storeQueries(sql: Sql): StoreQueries & Pick<Store, 'extendLeases'> {
  return {
    listSubscriptions: async (tenant) =>
      (
        await sql.rows(`SELECT * FROM subscriptions WHERE tenant = $1 ORDER BY created_at, id`, [
          tenant,
        ])
      ).map(toSubscription),
    async getSubscription(tenant, id) {
      const [row] = await sql.rows(`SELECT * FROM subscriptions WHERE tenant = $1 AND id = $2`, [
        tenant,
        id,
      ]);
      return row && toSubscription(row);
    },
    async deleteSubscription(tenant, id) {
      const [, gone] = await sql.batch([
        [
          `DELETE FROM deliveries WHERE subscription_id = $2 AND status = 'pending'
            AND EXISTS (SELECT 1 FROM subscriptions WHERE tenant = $1 AND id = $2)`,
          [tenant, id],
        ],
        [`DELETE FROM subscriptions WHERE tenant = $1 AND id = $2`, [tenant, id]],
      ]);
      return gone! > 0;
    },
    recentEvents: async (tenant, { limit, type }) =>
      (
        await sql.rows(
          `SELECT * FROM events WHERE tenant = $1 AND (CAST($2 AS TEXT) IS NULL OR type = $2)
            ORDER BY id DESC LIMIT $3`,
          [tenant, type ?? null, limit],
        )
      ).map(toEvent),
    listDeliveries: async (tenant, { status, subscriptionId, limit }) =>
      (
        await sql.rows(
          `SELECT d.*, e.type FROM deliveries d JOIN events e ON e.id = d.event_id
            WHERE d.tenant = $1 AND (CAST($2 AS TEXT) IS NULL OR d.status = $2)
              AND (CAST($3 AS TEXT) IS NULL OR d.subscription_id = $3)
            ORDER BY d.updated_at DESC, d.id LIMIT $4`,
          [tenant, status ?? null, subscriptionId ?? null, limit],
        )
      ).map(toDelivery),
    async replay(tenant, id, now) {
      const [, replayed] = await sql.batch([
        [
          `UPDATE subscriptions SET status = CASE WHEN once = TRUE AND project_id IS NOT NULL
              THEN 'completed' ELSE 'active' END
            WHERE status = 'disabled' AND id = (SELECT subscription_id FROM deliveries
              WHERE id = $1 AND tenant = $2 AND status = 'failed')`,
          [id, tenant],
        ],
        [
          `UPDATE deliveries SET status = 'pending', attempts = 0, next_attempt_at = $3, updated_at = $3
            WHERE id = $1 AND tenant = $2 AND status = 'failed'
              AND EXISTS (SELECT 1 FROM subscriptions s WHERE s.id = deliveries.subscription_id)`,
          [id, tenant, now],
        ],
      ]);
      return replayed! > 0;
    },
    listWatches: async () =>
      (
        await sql.rows(
          `SELECT * FROM subscriptions WHERE status = 'active' AND once = TRUE AND project_id IS NOT NULL`,
        )
      ).map(toSubscription),
    async lastEventAt(tenant, projectId) {
      const [row] = await sql.rows(
        `SELECT MAX(received_at) AS at FROM events WHERE tenant = $1 AND project_id = $2`,
        [tenant, projectId],
      );
      return row?.at === null || row?.at === undefined ? undefined : Number(row.at);
    },
    async queueDepth() {
      const [row] = await sql.rows(
        `SELECT COUNT(*) AS n FROM deliveries d JOIN subscriptions s ON s.id = d.subscription_id
          WHERE d.status = 'pending' AND s.status <> 'disabled'`,
      );
      return Number(row?.n ?? 0);
    },
    prune: async (before) =>
      (await sql.batch(PRUNE_SQL.map((text) => [text, [before]] as const))).reduce(
        (a, b) => a + b,
        0,
      ),
    extendLeases: (owner, ids, until) =>
      sql.changes(
        `UPDATE deliveries SET lease_until = $3
          WHERE ${sql.inList('id', 2)} AND lease_owner = $1 AND status = 'pending'`,
        [owner, ids, until],
        { relaxed: true },
      ),
  };
}
