/**
 * Row shapes shared by both stores and the pure rules applied while ingesting:
 * which subscriptions an event reaches.
 */
import { randomUUID } from 'node:crypto';
import { matchesEvent } from '@genservice/core';
import type { DeliveryRecord, NewEvent, StoredEvent, Subscription } from './types';

type Row = Record<string, unknown>;

const num = (v: unknown): number => Number(v);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** The subscriptions table's columns, in the order `subscriptionValues` gives their values. */
export const SUBSCRIPTION_COLUMNS =
  'id, tenant, url, events, project_id, once, kind, secret, status, created_at';

/** A subscription's column values for an INSERT; `once` as the store's boolean (SQLite: 0 or 1). */
export function subscriptionValues(
  s: Subscription,
  bool: (b: boolean) => boolean | number = (b) => b,
): unknown[] {
  return [
    s.id,
    s.tenant,
    s.url,
    JSON.stringify(s.events),
    s.projectId,
    bool(s.once),
    s.kind,
    s.secret,
    s.status,
    s.createdAt,
  ];
}

/** A subscription from its row in either store. */
export function toSubscription(r: Row): Subscription {
  return {
    id: String(r.id),
    tenant: String(r.tenant),
    url: String(r.url),
    events: JSON.parse(String(r.events)) as string[],
    projectId: (r.project_id as string | null) ?? null,
    once: Boolean(r.once),
    kind: (r.kind as string | null) ?? null,
    secret: String(r.secret),
    status: r.status as Subscription['status'],
    createdAt: num(r.created_at),
  };
}

export function toEvent(r: Row): StoredEvent {
  return {
    id: num(r.id),
    tenant: String(r.tenant),
    dedupeKey: String(r.dedupe_key),
    type: String(r.type),
    projectId: String(r.project_id),
    payload: JSON.parse(String(r.payload)),
    receivedAt: num(r.received_at),
  };
}

export function toDelivery(r: Row): DeliveryRecord {
  return {
    id: String(r.id),
    subscriptionId: String(r.subscription_id),
    eventId: num(r.event_id),
    eventType: String(r.type),
    status: r.status as DeliveryRecord['status'],
    attempts: num(r.attempts),
    nextAttemptAt: num(r.next_attempt_at),
    lastStatus: numOrNull(r.last_status),
    lastError: (r.last_error as string | null) ?? null,
    updatedAt: num(r.updated_at),
  };
}

/**
 * Whether an event reaches a subscription: same project when it names one, and a type its
 * patterns match. A watch (`once` with a project) also ends on `<kind>.canceled`, which only
 * the watchdog produces, so a canceled job always ends its watches.
 */
export function reaches(sub: Subscription, event: NewEvent): boolean {
  if (sub.status !== 'active' || sub.tenant !== event.tenant) return false;
  if (sub.projectId !== null && sub.projectId !== event.projectId) return false;
  if (matchesEvent(event.type, sub.events)) return true;
  return sub.once && sub.projectId !== null && event.type.endsWith('.canceled');
}

/** A new delivery id: `msg_` + 26 hex characters; it is the stable `webhook-id` of every attempt. */
export function newDeliveryId(): string {
  return `msg_${randomUUID().replace(/-/g, '').slice(0, 26)}`;
}
