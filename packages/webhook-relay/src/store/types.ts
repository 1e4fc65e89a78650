/**
 * What the relay keeps: events received from the service, subscriptions of
 * connectors, and one delivery per (event, matching subscription).
 */
import type { SubscriptionFilters } from '@genservice/core/internal';
import type { JobPollStore } from './job-polls-schema';
import type { LedgerStore } from './ledger-schema';
import type { TenantStore } from './tenants-schema';

/** A verified event about to be stored; `payload` is the project as the service sent it. */
export interface NewEvent {
  tenant: string;
  /** `<payload.id>:<type>`; a second event with the same key is a duplicate. */
  dedupeKey: string;
  type: string;
  projectId: string;
  payload: unknown;
  receivedAt: number;
}

export interface StoredEvent extends NewEvent {
  id: number;
}

export interface IngestResult {
  duplicate: boolean;
  eventId: number;
  /** Deliveries created for this event; for a duplicate, only to watches that had not fired. */
  deliveries: number;
}

export type SubscriptionStatus = 'active' | 'disabled' | 'completed';

export interface Subscription {
  id: string;
  tenant: string;
  url: string;
  /** Event type patterns (`*`, `video.*`, `*.completed`, exact names). */
  events: string[];
  projectId: string | null;
  /** A watch: fires for the first matching event of its project, then completes. */
  once: boolean;
  /** Project kind for the watchdog (`video`, `image`, `audio`); null when unknown. */
  kind: string | null;
  /** Tool, name and creator filters on the event's project; null: every event. */
  filters?: SubscriptionFilters | null;
  secret: string;
  status: SubscriptionStatus;
  createdAt: number;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/** A delivery as the API lists it. */
export interface DeliveryRecord {
  id: string;
  subscriptionId: string;
  eventId: number;
  eventType: string;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: number;
  lastStatus: number | null;
  lastError: string | null;
  updatedAt: number;
}

/** A delivery claimed for sending, with what signing and sending need. */
export interface ClaimedDelivery {
  id: string;
  subscriptionId: string;
  attempts: number;
  url: string;
  secret: string;
  event: StoredEvent;
}

/** The outcome of one attempt, applied by `settle`. */
export interface Settlement {
  id: string;
  subscriptionId: string;
  /** The claimer; a settlement whose lease was taken over by another claimer is ignored. */
  owner: string;
  /** `retry` keeps it pending until `nextAttemptAt`; `disable` fails it and disables its subscription. */
  outcome: 'delivered' | 'retry' | 'failed' | 'disable';
  at: number;
  nextAttemptAt?: number;
  status: number | null;
  error: string | null;
}

export interface ClaimOptions {
  now: number;
  limit: number;
  owner: string;
  leaseMs: number;
  /** Subscriptions whose deliveries must not be claimed now (at their concurrency bound). */
  exclude: readonly string[];
  /** Most deliveries of one subscription in one claim. */
  perSubscription: number;
}

/**
 * A durable store. `ingest` resolves only after the event and its deliveries are committed
 * (group commit: several events share one transaction); it rejects when the commit fails.
 */
export interface Store {
  readonly kind: 'sqlite' | 'postgres';
  /** Idempotency keys of every tenant (`/v1/ledger`). */
  readonly ledger: LedgerStore;
  /** Hosted tenants (`/v1/tenants`), shared by every relay on the store. */
  readonly tenants: TenantStore;
  /** Started jobs the watchdog reads at the service, claimed so one relay reads each at a time. */
  readonly jobPolls: JobPollStore;
  /**
   * Stores the event with a delivery for each subscription it reaches. A duplicate is not stored
   * again, but still fires the active watches of its project that it reaches and that have no
   * delivery yet (so a watchdog event ends a watch whose event was stored before it).
   */
  ingest(event: NewEvent): Promise<IngestResult>;
  /**
   * Stores the subscription; resolves to it as stored. A watch (`once` with a project) whose
   * project already has a stored event it reaches fires at once, in the same transaction: it is
   * stored `completed` with a delivery of the earliest such event, due at `createdAt`. Ingest and
   * watch creation of one project never interleave, so a watch misses no event on either store.
   */
  createSubscription(sub: Subscription): Promise<Subscription>;
  listSubscriptions(tenant: string): Promise<Subscription[]>;
  getSubscription(tenant: string, id: string): Promise<Subscription | undefined>;
  /** Deletes the subscription and its pending deliveries; false when it did not exist. */
  deleteSubscription(tenant: string, id: string): Promise<boolean>;
  recentEvents(tenant: string, options: { limit: number; type?: string }): Promise<StoredEvent[]>;
  /** Leases due pending deliveries of active subscriptions; a lease hides them from other claimers. */
  claimDue(options: ClaimOptions): Promise<ClaimedDelivery[]>;
  /**
   * Moves the lease end of the deliveries among `ids` that `owner` still holds to `until` (a
   * heartbeat; a past `until` releases them to other claimers); returns how many it moved.
   */
  extendLeases(owner: string, ids: readonly string[], until: number): Promise<number>;
  settle(settlement: Settlement): Promise<void>;
  listDeliveries(
    tenant: string,
    options: { status?: DeliveryStatus; subscriptionId?: string; limit: number },
  ): Promise<DeliveryRecord[]>;
  /**
   * Makes a failed delivery pending again, due at `now`, and re-enables its subscription when a
   * 410 disabled it (a watch, which had fired, comes back `completed`); false when the tenant has
   * no such failed delivery or its subscription is gone.
   */
  replay(tenant: string, deliveryId: string, now: number): Promise<boolean>;
  /** Active watches (`once` with a project) of every tenant. */
  listWatches(): Promise<Subscription[]>;
  /** When the last event for the project arrived, if any. */
  lastEventAt(tenant: string, projectId: string): Promise<number | undefined>;
  /** Pending deliveries of subscriptions that are not disabled. */
  queueDepth(): Promise<number>;
  /**
   * Removes finished deliveries last updated before `before`, events older than it with no
   * delivery left, and watches completed before it with nothing pending; returns rows removed.
   */
  prune(before: number): Promise<number>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The store's subscription, read and maintenance queries (everything but the hot write path). */
export type StoreQueries = Omit<
  Store,
  | 'kind'
  | 'ledger'
  | 'tenants'
  | 'jobPolls'
  | 'ingest'
  | 'createSubscription'
  | 'claimDue'
  | 'extendLeases'
  | 'settle'
  | 'ping'
  | 'close'
>;
