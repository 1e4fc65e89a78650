/**
 * What the relay's API answers, as zod schemas: the OpenAPI document's answer bodies are generated
 * from these, and tests parse the relay's real answers with them.
 */
import { subscriptionFiltersSchema } from '@genservice/core/internal';
import { z } from 'zod';
import { DETECTED_NOTE } from './subscription-schema';

const dateTime = z.string().meta({ format: 'date-time' });
const count = z.number().int().min(0);

/** Every 4xx/5xx answer but the limits': `{ message }`, in the service's shape. */
export const errorAnswer = z
  .object({
    message: z.string().describe('What is wrong and what to do'),
    /** `unknown_tenant`: a hosted relay has no tenant for this bearer yet; connectors join and repeat. */
    code: z
      .literal('unknown_tenant')
      .optional()
      .describe('unknown_tenant: join with POST /v1/tenants, then repeat the call'),
  })
  .meta({ examples: [{ message: 'Subscription not found' }] });

/** A limit's 429: the reason in words, twice (`error` for older clients). */
export const limitedAnswer = z.object({ error: z.string(), message: z.string() });

/** A subscription (`present`); `secret` only in the creation answer. */
export const subscriptionAnswer = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  project_id: z.string().nullable(),
  once: z.boolean(),
  kind: z.string().nullable(),
  filters: subscriptionFiltersSchema
    .nullable()
    .describe('The filters it was created with; null: every event'),
  status: z.enum(['active', 'disabled', 'completed']),
  created_at: dateTime,
  secret: z
    .string()
    .optional()
    .describe('whsec_ secret for verifying deliveries; only in the creation response'),
});

/** A listed event (`eventView`); also the body of every delivery, without `id`. */
export const eventAnswer = z
  .object({
    id: z.string(),
    type: z
      .string()
      .describe(`The service's event type, or one the relay detected: ${DETECTED_NOTE}`),
    timestamp: dateTime,
    data: z.record(z.string(), z.unknown()).describe('The project'),
  })
  .describe('Also the body of every delivery (without id)');

/** A delivery of one event to one subscription. */
export const deliveryAnswer = z.object({
  id: z.string().describe('The webhook-id of every attempt'),
  subscription_id: z.string(),
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: count,
  next_attempt_at: dateTime.nullable(),
  last_status: z.number().int().nullable(),
  last_error: z.string().nullable(),
  updated_at: dateTime,
});

/** An idempotency ledger entry (`presentEntry`); times are ms epochs. */
export const ledgerEntryAnswer = z.object({
  key: z.string(),
  fingerprint: z.string().describe('Hex sha-256 of the operation and its inputs'),
  operation: z.string(),
  state: z
    .enum(['pending', 'created', 'unknown'])
    .describe('pending: a create is being sent; created: it made project_id; unknown: it may have'),
  attempt: z.number().int().min(1).describe('1 on the first claim, +1 on every retake'),
  project_id: z.string().nullable(),
  sent_at: count.describe('When this attempt was recorded pending (ms epoch)'),
  updated_at: count.describe('Last change (ms epoch)'),
});

/** A claim's answer: 201 claimed with the new attempt, or 200 with the live entry. */
export const claimAnswer = z.object({ claimed: z.boolean(), entry: ledgerEntryAnswer });

/** A hosted tenant as its owner sees it (`presentTenant`). */
export const tenantAnswer = z.object({
  id: z.string().describe('`t_` + 22 random characters for hosted tenants'),
  inbound_url: z.url().describe("The webhook endpoint to add in the service's dashboard"),
  receiving: z
    .boolean()
    .describe('A signing secret is stored and an event signed with it was accepted'),
  last_event_at: dateTime.nullable(),
  inbound_secret_set: z.boolean(),
});

/** A tenant as the admin API lists it (`presentAdminTenant`): no secret. */
export const adminTenantAnswer = z.object({
  id: z.string(),
  source: z.enum(['config', 'hosted']),
  created_at: dateTime.nullable(),
  last_event_at: dateTime.nullable(),
  receiving: z.boolean(),
  inbound_secret_set: z.boolean(),
  disabled: z.boolean(),
});
