/** What `POST /v1/subscriptions` accepts, with messages in the subscriber's terms. */
import {
  PROJECT_KINDS,
  RELAY_EVENT_TYPES,
  SERVICE_TYPES,
  matchesEvent,
  subscriptionFiltersSchema,
} from '@genservice/core/internal';
import { z } from 'zod';
import { hasControlCharacter } from './target';

const pattern = z
  .string()
  .trim()
  .min(1)
  .refine((p) => RELAY_EVENT_TYPES.some((t) => matchesEvent(t, [p])), {
    message: `must name one of ${RELAY_EVENT_TYPES.join(', ')}, or a wildcard such as *, video.* or *.completed`,
  });

/**
 * A `POST /v1/subscriptions` body: `url` (checked further by the SSRF guard), event patterns that
 * name a known event type, and an optional watch (`once` with `project_id`).
 */
export const createSubscriptionSchema = z
  .object({
    url: z
      .string({ error: 'must be the subscriber URL' })
      .trim()
      .min(1, 'must be the subscriber URL')
      .max(2048, 'must be at most 2048 characters')
      .describe(
        'https (http only for allowlisted hosts); public addresses only unless allowlisted',
      ),
    events: z
      .array(pattern)
      .min(1)
      .default(['*'])
      .describe(`Any of ${RELAY_EVENT_TYPES.join(', ')}; wildcards *, video.*, *.completed`),
    project_id: z
      .string()
      .min(1)
      .max(256, 'must be at most 256 characters')
      .refine((id) => !hasControlCharacter(id), 'must not contain control characters')
      .nullish()
      .describe('Only events of this project'),
    once: z
      .boolean()
      .default(false)
      .describe(
        'A watch: the first matching event (or cancelation, found by the watchdog) ends it',
      ),
    kind: z.enum(PROJECT_KINDS).nullish(),
    filters: subscriptionFiltersSchema
      .nullish()
      .describe(
        `Only events whose project passes every given filter: tools (project type, any of ${SERVICE_TYPES.join(', ')}), ` +
          'name_contains / name_starts_with (case-insensitive), created_by (a tag: the project name starts with "[tag] ")',
      ),
  })
  .refine((b) => !b.once || b.project_id, { message: 'once needs project_id', path: ['once'] });
