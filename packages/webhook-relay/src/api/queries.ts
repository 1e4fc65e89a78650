/**
 * The query parameters of the relay's list and release routes as zod schemas: the server parses
 * each name's first value with them, and the OpenAPI document describes them from them. Counts
 * out of range are clamped rather than refused, as they always were.
 */
import { z } from 'zod';
import type { DeliveryStatus } from '../store/types';

/** `?limit=`: a whole number clamped to 1..max; missing or unreadable gives the default. */
export const clampedLimit = (max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((v) => Math.min(max, Math.max(1, Number(v) || fallback)))
    .meta({
      type: 'integer',
      minimum: 1,
      maximum: max,
      description: `How many to answer (default ${fallback}; out-of-range values are clamped)`,
    });

const STATUSES: readonly DeliveryStatus[] = ['pending', 'delivered', 'failed'];

/** `GET /v1/events?type=&limit=`. */
export const eventsQuery = z.object({
  type: z
    .string()
    .optional()
    .describe(
      'Event type patterns, comma-separated, like subscriptions take (video.*, *.completed)',
    ),
  limit: clampedLimit(100, 10),
});

/** `GET /v1/deliveries?status=&subscription_id=&limit=`; an empty status means any. */
export const deliveriesQuery = z.object({
  status: z
    .enum(['', ...STATUSES], { error: `status must be one of ${STATUSES.join(', ')}` })
    .optional()
    .transform((s) => (s || undefined) as DeliveryStatus | undefined)
    .meta({ enum: [...STATUSES], description: 'Only deliveries in this state' }),
  subscription_id: z.string().optional().describe('Only deliveries of this subscription'),
  limit: clampedLimit(500, 100),
});

/** `GET /v1/admin/tenants?limit=&after=`. */
export const adminTenantsQuery = z.object({
  limit: clampedLimit(500, 100),
  after: z.string().optional().describe('next_after of the previous page'),
});

const ATTEMPT_MESSAGE = 'attempt must be given as a whole number of at least 1 (?attempt=N)';

/** `DELETE /v1/ledger/{key}?attempt=N`. */
export const releaseQuery = z.object({
  attempt: z
    .string({ error: ATTEMPT_MESSAGE })
    .regex(/^\d{1,10}$/, ATTEMPT_MESSAGE)
    .transform(Number)
    .refine((n) => n >= 1 && n < 2 ** 31, ATTEMPT_MESSAGE)
    .meta({
      type: 'integer',
      minimum: 1,
      maximum: 2 ** 31 - 1,
      pattern: undefined,
      description: 'The pending attempt to forget',
    }),
});
