/**
 * The relay's other answers as zod schemas (lists, pages, acknowledgements, health), named in the
 * OpenAPI document beside `answer-schemas.ts`.
 */
import { z } from 'zod';
import {
  adminTenantAnswer,
  deliveryAnswer,
  eventAnswer,
  subscriptionAnswer,
} from './answer-schemas';

/** `GET /v1/subscriptions`. */
export const subscriptionList = z.object({ data: z.array(subscriptionAnswer) });

/** `GET /v1/events`. */
export const eventList = z.object({ data: z.array(eventAnswer) });

/** `GET /v1/deliveries`. */
export const deliveryList = z.object({ data: z.array(deliveryAnswer) });

/** `GET /v1/admin/tenants`: one page, and where the next one starts. */
export const adminTenantPage = z.object({
  data: z.array(adminTenantAnswer),
  next_after: z
    .string()
    .nullable()
    .describe('Pass as ?after= for the next page; null on the last page'),
});

/** The 202 of `POST /v1/inbound/{tenant}`. */
export const inboundAnswer = z
  .object({
    received: z.literal(true),
    duplicate: z.boolean().describe('The event was stored before (same webhook-id)'),
  })
  .meta({ examples: [{ received: true, duplicate: false }] });

/** The 202 of a replay. */
export const replayAnswer = z.object({ id: z.string(), status: z.literal('pending') });

/** `/healthz` and `/readyz`. */
export const healthAnswer = z
  .object({
    status: z.enum(['ok', 'ready', 'shutting_down', 'store_unavailable']),
    store: z.string().optional().describe('sqlite or postgres'),
  })
  .meta({ examples: [{ status: 'ready', store: 'sqlite' }] });
