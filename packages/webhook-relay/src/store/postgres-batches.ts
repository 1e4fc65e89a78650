/**
 * The PostgreSQL store's group-committed batches, each in a few set-based
 * statements whatever the batch size: ingests (events, deduplication,
 * deliveries, watches) and settlements.
 */
import type pg from 'pg';
import { lockProjects } from './postgres-watches';
import { newDeliveryId, reaches, toSubscription } from './rows';
import type { IngestResult, NewEvent, Settlement, Subscription } from './types';

const keyOf = (tenant: unknown, dedupeKey: unknown) =>
  `${String(tenant)}\u0000${String(dedupeKey)}`;

/**
 * Stores new events and their deliveries; a repeated key (earlier, or earlier in the batch) is a
 * duplicate of the stored event, which still fires unfired watches of its project. A watch is
 * completed by the first matching event, and only the transaction that completes it creates its
 * delivery (safe across relay instances). The batch's projects are locked first, against watches
 * being created for them at the same time.
 */
export async function ingestBatch(c: pg.PoolClient, events: NewEvent[]): Promise<IngestResult[]> {
  await lockProjects(c, events);
  const col = <T>(f: (e: NewEvent) => T) => events.map(f);
  const inserted = await c.query(
    `INSERT INTO events (tenant, dedupe_key, type, project_id, payload, received_at)
    SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bigint[])
    ON CONFLICT (tenant, dedupe_key) DO NOTHING RETURNING id, tenant, dedupe_key`,
    [
      col((e) => e.tenant),
      col((e) => e.dedupeKey),
      col((e) => e.type),
      col((e) => e.projectId),
      col((e) => JSON.stringify(e.payload)),
      col((e) => e.receivedAt),
    ],
  );
  const fresh = new Map(inserted.rows.map((r) => [keyOf(r.tenant, r.dedupe_key), Number(r.id)]));
  const missing = events.filter((e) => !fresh.has(keyOf(e.tenant, e.dedupeKey)));
  const old = missing.length
    ? await c.query(
        `SELECT id, tenant, dedupe_key FROM events WHERE (tenant, dedupe_key) IN (SELECT * FROM unnest($1::text[], $2::text[]))`,
        [missing.map((e) => e.tenant), missing.map((e) => e.dedupeKey)],
      )
    : { rows: [] };
  const existing = new Map(old.rows.map((r) => [keyOf(r.tenant, r.dedupe_key), Number(r.id)]));

  const tenants = [...new Set(events.map((e) => e.tenant))];
  const subs = (
    await c.query(
      `SELECT * FROM subscriptions WHERE tenant = ANY($1::text[]) AND status = 'active'`,
      [tenants],
    )
  ).rows.map(toSubscription);
  const claimedKeys = new Set<string>();
  const watchFirst = new Map<string, number>();
  const byDuplicate: string[] = [];
  const pairs: { index: number; sub: Subscription; eventId: number }[] = [];
  const results = events.map((e, index): IngestResult => {
    const key = keyOf(e.tenant, e.dedupeKey);
    const duplicate = !fresh.has(key) || claimedKeys.has(key);
    const eventId = fresh.get(key) ?? existing.get(key) ?? -1;
    claimedKeys.add(key);
    for (const sub of eventId < 0 ? [] : subs.filter((s) => reaches(s, e))) {
      if (duplicate && !(sub.once && sub.projectId !== null)) continue;
      if (sub.once && watchFirst.has(sub.id)) continue;
      if (sub.once) watchFirst.set(sub.id, index);
      if (duplicate) byDuplicate.push(sub.id);
      pairs.push({ index, sub, eventId });
    }
    return { duplicate, eventId, deliveries: 0 };
  });
  const won = watchFirst.size
    ? new Set(
        (
          await c.query(
            `UPDATE subscriptions s SET status = 'completed' WHERE id = ANY($1::text[]) AND status = 'active'
            AND NOT (id = ANY($2::text[]) AND EXISTS (SELECT 1 FROM deliveries d WHERE d.subscription_id = s.id))
            RETURNING id`,
            [[...watchFirst.keys()], byDuplicate],
          )
        ).rows.map((r) => String(r.id)),
      )
    : new Set<string>();
  const chosen = pairs.filter((p) => !p.sub.once || won.has(p.sub.id));
  if (chosen.length) {
    const at = chosen.map((p) => events[p.index]!.receivedAt);
    await c.query(
      `INSERT INTO deliveries (id, tenant, subscription_id, event_id, status, next_attempt_at, updated_at)
      SELECT id, tenant, sub, ev, 'pending', at, at FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $5::bigint[]) AS u(id, tenant, sub, ev, at)`,
      [
        chosen.map(() => newDeliveryId()),
        chosen.map((p) => p.sub.tenant),
        chosen.map((p) => p.sub.id),
        chosen.map((p) => p.eventId),
        at,
      ],
    );
  }
  for (const p of chosen) results[p.index]!.deliveries++;
  return results;
}

/** Applies attempt outcomes; a settlement whose lease another claimer took over changes nothing. */
export async function settleBatch(c: pg.PoolClient, items: Settlement[]): Promise<void[]> {
  const status = (s: Settlement) =>
    s.outcome === 'delivered' ? 'delivered' : s.outcome === 'retry' ? 'pending' : 'failed';
  await c.query(
    `UPDATE deliveries d SET status = u.status, attempts = d.attempts + 1, next_attempt_at = u.next, last_status = u.code,
      last_error = u.error, updated_at = u.at, lease_owner = NULL, lease_until = NULL
    FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $5::int[], $6::text[], $7::bigint[]) AS u(id, owner, status, next, code, error, at)
    WHERE d.id = u.id AND d.lease_owner = u.owner`,
    [
      items.map((s) => s.id),
      items.map((s) => s.owner),
      items.map(status),
      items.map((s) => s.nextAttemptAt ?? s.at),
      items.map((s) => s.status),
      items.map((s) => s.error),
      items.map((s) => s.at),
    ],
  );
  const disabled = items.filter((s) => s.outcome === 'disable').map((s) => s.subscriptionId);
  if (disabled.length)
    await c.query(`UPDATE subscriptions SET status = 'disabled' WHERE id = ANY($1::text[])`, [
      disabled,
    ]);
  return items.map(() => undefined);
}
