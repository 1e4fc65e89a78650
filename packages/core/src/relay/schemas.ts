/**
 * The webhook relay's wire contract: what `POST /v1/subscriptions` accepts and
 * answers, what `GET /v1/events` lists, and the body of every delivery. Tolerant
 * like the service's schemas: unknown fields are kept.
 */
import { z } from 'zod';
import { PROJECT_KINDS } from '../catalog/types';
import { projectSchema } from '../schemas/project';
import { EVENT_TYPES } from '../webhooks/events';

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
