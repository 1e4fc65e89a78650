/**
 * The webhook relay's wire contract: what `POST /v1/subscriptions` accepts and
 * answers, what `GET /v1/events` lists, and the body of every delivery. Tolerant
 * like the service's schemas: unknown fields are kept.
 */
import { z } from 'zod';
import { PROJECT_KINDS } from '../catalog/types';
import { projectSchema } from '../schemas/project';
import { EVENT_TYPES } from '../webhooks/events';
import { subscriptionFiltersSchema } from './filters';

/** Every event the relay delivers: the service's nine, plus `<kind>.canceled` from its watchdog. */
export const RELAY_EVENT_TYPES: readonly string[] = [
  ...EVENT_TYPES,
  ...PROJECT_KINDS.map((kind) => `${kind}.canceled`),
];

/** A subscription to create. With `project_id` and `once` it is a watch that ends after one event. */
export const newSubscriptionSchema = z.object({
  /** Where deliveries are POSTed: public https (http only for hosts the relay allowlists). */
  url: z.string().min(1),
  /** Event types or wildcards (`*`, `video.*`, `*.completed`); the relay defaults to `*`. */
  events: z.array(z.string().min(1)).min(1).optional(),
  project_id: z.string().min(1).nullish(),
  once: z.boolean().optional(),
  kind: z.enum(PROJECT_KINDS).nullish(),
  /** Only events whose project passes these (tool, name, creator tag); omitted: every event. */
  filters: subscriptionFiltersSchema.nullish(),
});
export type NewSubscription = z.input<typeof newSubscriptionSchema>;

/** A subscription as the relay answers; `secret` (`whsec_…`) only in the creation answer. */
export const subscriptionSchema = z.looseObject({
  id: z.string().min(1),
  url: z.string().optional(),
  events: z.array(z.string()).optional(),
  project_id: z.string().nullish(),
  once: z.boolean().optional(),
  kind: z.string().nullish(),
  filters: z.record(z.string(), z.unknown()).nullish(),
  /** `active`, `disabled` (the subscriber answered 410) or `completed` (a watch that fired). */
  status: z.string().optional(),
  created_at: z.string().optional(),
  secret: z.string().optional(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** `GET /v1/subscriptions`: the tenant's subscriptions (each checked on its own). */
export const subscriptionListSchema = z.looseObject({ data: z.array(z.unknown()) });

/** The creation answer: a subscription whose signing secret is present. */
export const createdSubscriptionSchema = subscriptionSchema.extend({
  secret: z.string().startsWith('whsec_'),
});
export type CreatedSubscription = z.infer<typeof createdSubscriptionSchema>;

/** A delivery body `{ type, timestamp, data }` (`data` is the project); listed events add their `id`. */
export const relayEventSchema = z.looseObject({
  id: z.string().optional(),
  type: z.string().min(1),
  timestamp: z.string(),
  data: projectSchema,
});
export type RelayEvent = z.infer<typeof relayEventSchema>;

/** `GET /v1/events`: newest first. */
export const relayEventListSchema = z.looseObject({ data: z.array(z.unknown()) });

/** The ledger's states, as `LedgerState`. */
const LEDGER_STATES = ['pending', 'created', 'unknown'] as const;

/** `POST /v1/ledger/<key>/claim`: claim the key unless a live entry (younger than the window) has it. */
export const relayClaimRequestSchema = z.object({
  /** Hex sha-256 of the operation and its canonical inputs. */
  fingerprint: z.string().min(1).max(256),
  operation: z.string().min(1).max(128),
  /** Entries last changed longer ago than this are replaced; at most 365 days. */
  window_ms: z
    .int()
    .min(0)
    .max(365 * 86_400_000),
});

/** `POST /v1/ledger/<key>/retake`: a new attempt when the entry is still at `expected_attempt`. */
export const relayRetakeRequestSchema = z.object({ expected_attempt: z.int().min(1) });

/** `POST /v1/ledger/<key>/settle`: the outcome of `attempt`; `project_id` with `created`. */
export const relaySettleRequestSchema = z.object({
  attempt: z.int().min(1),
  state: z.enum(['created', 'unknown']),
  project_id: z.string().min(1).nullish(),
});

/** A ledger entry as the relay answers it; times are ms epochs. */
export const relayLedgerEntrySchema = z.looseObject({
  key: z.string(),
  fingerprint: z.string(),
  operation: z.string(),
  state: z.enum(LEDGER_STATES),
  attempt: z.int().min(1),
  project_id: z.string().nullable(),
  sent_at: z.number(),
  updated_at: z.number(),
});
export type RelayLedgerEntry = z.infer<typeof relayLedgerEntrySchema>;

/** The claim's answer: 201 `claimed: true` with the new attempt, or 200 with the live entry. */
export const relayClaimSchema = z.looseObject({
  claimed: z.boolean(),
  entry: relayLedgerEntrySchema,
});

/**
 * A hosted relay's tenant (`POST /v1/tenants`, `GET /v1/tenants/me`, `PUT /v1/tenants/me/inbound-secret`):
 * `inbound_url` is where the service must send its webhooks; `receiving` turns true once a signing
 * secret is stored and an event signed with it was accepted.
 */
export const relayTenantSchema = z.looseObject({
  id: z.string().min(1),
  inbound_url: z.string().min(1),
  receiving: z.boolean(),
  last_event_at: z.string().nullish(),
  /** Whether the service's signing secret is stored (absent on relays that do not say). */
  inbound_secret_set: z.boolean().optional(),
});
export type RelayTenant = z.infer<typeof relayTenantSchema>;

/** `PUT /v1/tenants/me/inbound-secret`: the webhook signing secret the service shows (`whsec_…`). */
export const relayInboundSecretRequestSchema = z.object({
  secret: z
    .string()
    .trim()
    .min(8, 'must be the webhook signing secret the service shows (whsec_…)')
    .max(1024, 'must be at most 1024 characters')
    .regex(/^\S+$/, 'must not contain spaces'),
});
