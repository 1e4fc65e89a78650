/**
 * Row shapes shared by both stores and the pure rules applied while ingesting:
 * which subscriptions an event reaches.
 */
import { randomUUID } from 'node:crypto';
import { matchesEvent, matchesFilters, type SubscriptionFilters } from '@genservice/core/internal';
import type { DeliveryRecord, NewEvent, StoredEvent, Subscription } from './types';

type Row = Record<string, unknown>;

const num = (v: unknown): number => Number(v);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/**
 * The INSERT of a subscription in either store's dialect: `$1…` or `?` placeholders, and its values
 * in column order (`once` as 0/1 for SQLite, which binds no booleans).
 */
export function insertSubscription(
  s: Subscription,
  dialect: 'postgres' | 'sqlite',
): { sql: string; values: unknown[] } {
  const columns =
    'id, tenant, url, events, project_id, once, kind, filters, secret, status, created_at';
  const values = [
    s.id,
    s.tenant,
    s.url,
    JSON.stringify(s.events),
    s.projectId,
    dialect === 'sqlite' ? Number(s.once) : s.once,
    s.kind,
    s.filters ? JSON.stringify(s.filters) : null,
    s.secret,
    s.status,
    s.createdAt,
  ];
  const marks = values.map((_, i) => (dialect === 'sqlite' ? '?' : `$${i + 1}`)).join(', ');
  return { sql: `INSERT INTO subscriptions (${columns}) VALUES (${marks})`, values };
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
    filters: r.filters ? (JSON.parse(String(r.filters)) as SubscriptionFilters) : null,
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
 * Whether an event reaches a subscription: same project when it names one, a project passing
 * its filters (tool, name, creator tag), and a type its patterns match. A watch (`once` with a project) also ends on `<kind>.canceled`, which only
 * the watchdog produces, so a canceled job always ends its watches.
 */
export function reaches(sub: Subscription, event: NewEvent): boolean {
  if (sub.status !== 'active' || sub.tenant !== event.tenant) return false;
  if (sub.projectId !== null && sub.projectId !== event.projectId) return false;
  if (!matchesFilters(sub.filters, event.payload)) return false;
  if (matchesEvent(event.type, sub.events)) return true;
  return sub.once && sub.projectId !== null && event.type.endsWith('.canceled');
}

/**
 * The event a watch created now fires for: the earliest of its project's stored `events` (in
 * storage order) that reaches it; undefined when none does.
 */
export function firstReached(
  sub: Subscription,
  events: readonly StoredEvent[],
): StoredEvent | undefined {
  return events.find((e) => reaches(sub, e));
}

/** A new delivery id: `msg_` + 26 hex characters; it is the stable `webhook-id` of every attempt. */
export function newDeliveryId(): string {
  return `msg_${randomUUID().replace(/-/g, '').slice(0, 26)}`;
}
