/**
 * The SQLite store's writes that create deliveries: ingest (group-committed
 * batches) and subscription creation, where a watch looks back at stored events.
 * Each runs in one synchronous transaction, so the two never interleave.
 */
import type Database from 'better-sqlite3';
import {
  firstReached,
  insertSubscription,
  newDeliveryId,
  reaches,
  toEvent,
  toSubscription,
} from './rows';
import type { IngestResult, NewEvent, Subscription } from './types';

type Row = Record<string, unknown>;

/** Ingest and subscription creation over an open database. */
export function sqliteWrites(db: Database.Database): {
  ingestBatch(events: NewEvent[]): IngestResult[];
  createSubscription(sub: Subscription): Subscription;
} {
  const q = {
    insertEvent: db.prepare(
      `INSERT OR IGNORE INTO events (tenant, dedupe_key, type, project_id, payload, received_at) VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    eventId: db.prepare(`SELECT id FROM events WHERE tenant = ? AND dedupe_key = ?`),
    activeSubs: db.prepare(`SELECT * FROM subscriptions WHERE tenant = ? AND status = 'active'`),
    unfiredWatches: db.prepare(`SELECT * FROM subscriptions s WHERE tenant = ? AND project_id = ?
      AND status = 'active' AND once = 1 AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.subscription_id = s.id)`),
    projectEvents: db.prepare(
      `SELECT * FROM events WHERE tenant = ? AND project_id = ? ORDER BY id`,
    ),
    completeSub: db.prepare(
      `UPDATE subscriptions SET status = 'completed' WHERE id = ? AND status = 'active'`,
    ),
    insertDelivery: db.prepare(
      `INSERT INTO deliveries (id, tenant, subscription_id, event_id, status, next_attempt_at, updated_at) VALUES (?, ?, ?, ?, 'pending', ?, ?)`,
    ),
  };

  /** Delivers `eventId` to each of `subs` it reaches (completing watches); returns how many. */
  const fire = (subs: Subscription[], e: NewEvent, eventId: number, at: number): number => {
    let deliveries = 0;
    for (const sub of subs) {
      if (!reaches(sub, e)) continue;
      if (sub.once) q.completeSub.run(sub.id);
      q.insertDelivery.run(newDeliveryId(), sub.tenant, sub.id, eventId, at, at);
      deliveries++;
    }
    return deliveries;
  };
  const subsOf = (rows: unknown[]) => (rows as Row[]).map(toSubscription);

  const ingestBatch = db.transaction((events: NewEvent[]): IngestResult[] =>
    events.map((e) => {
      const inserted = q.insertEvent.run(
        e.tenant,
        e.dedupeKey,
        e.type,
        e.projectId,
        JSON.stringify(e.payload),
        e.receivedAt,
      );
      if (!inserted.changes) {
        const eventId = Number((q.eventId.get(e.tenant, e.dedupeKey) as Row).id);
        const watches = subsOf(q.unfiredWatches.all(e.tenant, e.projectId));
        return { duplicate: true, eventId, deliveries: fire(watches, e, eventId, e.receivedAt) };
      }
      const eventId = Number(inserted.lastInsertRowid);
      const deliveries = fire(subsOf(q.activeSubs.all(e.tenant)), e, eventId, e.receivedAt);
      return { duplicate: false, eventId, deliveries };
    }),
  );

  const createSubscription = db.transaction((sub: Subscription): Subscription => {
    const { sql, values } = insertSubscription(sub, 'sqlite');
    db.prepare(sql).run(...values);
    if (!sub.once || sub.projectId === null) return sub;
    const events = (q.projectEvents.all(sub.tenant, sub.projectId) as Row[]).map(toEvent);
    const first = firstReached(sub, events);
    if (!first) return sub;
    fire([sub], first, first.id, sub.createdAt);
    return { ...sub, status: 'completed' };
  });

  return { ingestBatch, createSubscription };
}
