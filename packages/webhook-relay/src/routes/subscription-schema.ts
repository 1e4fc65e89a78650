/** What `POST /v1/subscriptions` accepts, with messages in the subscriber's terms. */
import {
  EVENT_TYPES,
  PROJECT_KINDS,
  RELAY_EVENT_TYPES,
  SERVICE_TYPES,
  matchesEvent,
  subscriptionFiltersSchema,
} from '@genservice/core/internal';
import { z } from 'zod';
import { hasControlCharacter } from './target';

/** The events the relay detects itself (the service sends none): `<kind>.canceled`. */
export const RELAY_DETECTED_EVENTS: readonly string[] = RELAY_EVENT_TYPES.filter(
  (t) => !(EVENT_TYPES as readonly string[]).includes(t),
);

/** How the API documents the relay-detected events. */
export const DETECTED_NOTE =
  `${RELAY_DETECTED_EVENTS.join(', ')} are detected by the relay, not sent by the service: ` +
  'the watchdog reads a started job that went quiet and announces it once when it finds it canceled';

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
      .describe(
        `Any of ${RELAY_EVENT_TYPES.join(', ')}; wildcards *, video.*, *.completed. ${DETECTED_NOTE}`,
      ),
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
  .refine((b) => !b.once || b.project_id, { message: 'once needs project_id', path: ['once'] })
  .meta({
    examples: [
      { url: 'https://example.com/hooks/genservice', events: ['video.completed', 'video.errored'] },
    ],
  });
