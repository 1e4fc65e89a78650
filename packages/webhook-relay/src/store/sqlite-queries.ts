/** The SQLite store's subscription, read and maintenance queries. */
import type Database from 'better-sqlite3';
import { toDelivery, toEvent, toSubscription } from './rows';
import { PRUNE_SQL } from './schema';
import type { StoreQueries } from './types';

type Row = Record<string, unknown>;

/** Queries over an open database; each statement runs in its own (or the caller's) transaction. */
export function sqliteQueries(db: Database.Database): StoreQueries {
  return {
    async listSubscriptions(tenant) {
      return (
        db
          .prepare(`SELECT * FROM subscriptions WHERE tenant = ? ORDER BY created_at, id`)
          .all(tenant) as Row[]
      ).map(toSubscription);
    },
    async getSubscription(tenant, id) {
      const row = db
        .prepare(`SELECT * FROM subscriptions WHERE tenant = ? AND id = ?`)
        .get(tenant, id) as Row | undefined;
      return row && toSubscription(row);
    },
    async deleteSubscription(tenant, id) {
      return db.transaction(() => {
        const gone =
          db.prepare(`DELETE FROM subscriptions WHERE tenant = ? AND id = ?`).run(tenant, id)
            .changes > 0;
        if (gone)
          db.prepare(`DELETE FROM deliveries WHERE subscription_id = ? AND status = 'pending'`).run(
            id,
          );
        return gone;
      })();
    },
    async recentEvents(tenant, { limit, type }) {
      const rows = type
        ? db
            .prepare(`SELECT * FROM events WHERE tenant = ? AND type = ? ORDER BY id DESC LIMIT ?`)
            .all(tenant, type, limit)
        : db
            .prepare(`SELECT * FROM events WHERE tenant = ? ORDER BY id DESC LIMIT ?`)
            .all(tenant, limit);
      return (rows as Row[]).map(toEvent);
    },
    async listDeliveries(tenant, { status, subscriptionId, limit }) {
      const rows = db
        .prepare(
          `SELECT d.*, e.type FROM deliveries d JOIN events e ON e.id = d.event_id
        WHERE d.tenant = @tenant AND (@status IS NULL OR d.status = @status) AND (@sub IS NULL OR d.subscription_id = @sub)
        ORDER BY d.updated_at DESC, d.id LIMIT @limit`,
        )
        .all({ tenant, status: status ?? null, sub: subscriptionId ?? null, limit });
      return (rows as Row[]).map(toDelivery);
    },
    async replay(tenant, id, now) {
      return db.transaction(() => {
        const row = db
          .prepare(
            `SELECT d.subscription_id FROM deliveries d JOIN subscriptions s ON s.id = d.subscription_id
          WHERE d.id = ? AND d.tenant = ? AND d.status = 'failed'`,
          )
          .get(id, tenant) as Row | undefined;
        if (!row) return false;
        db.prepare(
          `UPDATE deliveries SET status = 'pending', attempts = 0, next_attempt_at = ?, updated_at = ? WHERE id = ?`,
        ).run(now, now, id);
        db.prepare(
          `UPDATE subscriptions SET status = CASE WHEN once = 1 AND project_id IS NOT NULL THEN 'completed' ELSE 'active' END
          WHERE id = ? AND status = 'disabled'`,
        ).run(row.subscription_id);
        return true;
      })();
    },
    async listWatches() {
      return (
        db
          .prepare(
            `SELECT * FROM subscriptions WHERE status = 'active' AND once = 1 AND project_id IS NOT NULL`,
          )
          .all() as Row[]
      ).map(toSubscription);
    },
    async lastEventAt(tenant, projectId) {
      const row = db
        .prepare(`SELECT MAX(received_at) AS at FROM events WHERE tenant = ? AND project_id = ?`)
        .get(tenant, projectId) as Row;
      return row.at === null ? undefined : Number(row.at);
    },
    async queueDepth() {
      return Number(
        (
          db
            .prepare(
              `SELECT COUNT(*) AS n FROM deliveries d JOIN subscriptions s ON s.id = d.subscription_id
        WHERE d.status = 'pending' AND s.status <> 'disabled'`,
            )
            .get() as Row
        ).n,
      );
    },
    async prune(before) {
      return db.transaction(() =>
        PRUNE_SQL.reduce(
          (n, sql) =>
            n +
            db.prepare(sql.replace(/\$1/g, '?')).run(...sql.match(/\$1/g)!.map(() => before))
              .changes,
          0,
        ),
      )();
    },
  };
}
