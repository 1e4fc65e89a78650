/**
 * Watches that cannot miss their event on PostgreSQL: ingest and watch creation
 * take the same transaction-scoped advisory lock per (tenant, project), so
 * whichever commits second sees what the first stored.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { firstReached, insertSubscription, newDeliveryId, toEvent } from './rows';
import type { Subscription } from './types';

/** A signed 64-bit lock key for one project of one tenant (a collision only serializes more). */
function lockKey(tenant: string, projectId: string): bigint {
  const digest = createHash('sha256').update(`${tenant}\u0000${projectId}`).digest();
  return digest.readBigInt64BE(0);
}

/**
 * Takes the locks of these projects until the transaction ends, in ascending key order so that
 * transactions locking several projects never deadlock.
 */
export async function lockProjects(
  c: pg.PoolClient,
  projects: readonly { tenant: string; projectId: string }[],
): Promise<void> {
  const keys = [...new Set(projects.map((p) => lockKey(p.tenant, p.projectId)))].sort((a, b) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  if (!keys.length) return;
  await c.query(`SELECT pg_advisory_xact_lock(k) FROM unnest($1::bigint[]) AS u(k)`, [
    keys.map(String),
  ]);
}

/**
 * Inserts the subscription inside the caller's transaction. A watch locks its project first, then
 * fires for the earliest stored event it reaches: stored `completed`, with that event's delivery.
 */
export async function insertSubscriptionTx(
  c: pg.PoolClient,
  sub: Subscription,
): Promise<Subscription> {
  const watch = sub.once && sub.projectId !== null;
  if (watch) await lockProjects(c, [{ tenant: sub.tenant, projectId: sub.projectId! }]);
  const { sql, values } = insertSubscription(sub, 'postgres');
  await c.query(sql, values);
  if (!watch) return sub;
  const { rows } = await c.query(
    `SELECT * FROM events WHERE tenant = $1 AND project_id = $2 ORDER BY id`,
    [sub.tenant, sub.projectId],
  );
  const first = firstReached(sub, rows.map(toEvent));
  if (!first) return sub;
  await c.query(`UPDATE subscriptions SET status = 'completed' WHERE id = $1`, [sub.id]);
  await c.query(
    `INSERT INTO deliveries (id, tenant, subscription_id, event_id, status, next_attempt_at, updated_at)
    VALUES ($1, $2, $3, $4, 'pending', $5, $5)`,
    [newDeliveryId(), sub.tenant, sub.id, first.id, sub.createdAt],
  );
  return { ...sub, status: 'completed' };
}
