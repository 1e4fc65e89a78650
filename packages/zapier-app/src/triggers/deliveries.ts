/**
 * Relay events as trigger output. A delivery is verified by the core
 * (`verifyDelivery`: the subscription's secret on the raw body, 300 s of clock
 * skew, failing closed) and unwrapped to its project; listed recent events
 * arrive already parsed from the relay client. Both become the project's
 * output plus the event type and time.
 */
import {
  PROJECT_KINDS,
  WebhookPayloadError,
  WebhookVerificationError,
  verifyDelivery,
  type ProjectKind,
  type RelayEvent,
} from '@genservice/core/internal';
import type { Bundle, ZObject } from 'zapier-platform-core';
import { projectOutput, type ProjectOutput } from '../outputs';

/** A trigger item: the project's output fields plus `event_type` and `event_timestamp`. */
export type EventOutput = ProjectOutput & { event_type: string; event_timestamp: string | null };

const isProjectKind = (kind: string): kind is ProjectKind =>
  (PROJECT_KINDS as readonly string[]).includes(kind);

/** The output for a listed relay event, or undefined when it is not a project event. */
export function eventOutput(event: RelayEvent): EventOutput | undefined {
  const kind = event.type.split('.')[0] ?? '';
  if (!isProjectKind(kind)) return undefined;
  return {
    ...projectOutput(kind, event.data),
    event_type: event.type,
    event_timestamp: event.timestamp,
  };
}

/**
 * The output for the delivery in `bundle`, or undefined when it fails
 * verification (no stored secret, no raw body, bad or stale signature) or is
 * not a project event. Zapier hands headers over as `Http-Webhook-Id` and the
 * like; both that form and the plain one are accepted.
 */
export function deliveryOutput(z: ZObject, bundle: Bundle): EventOutput | undefined {
  const secret = (bundle.subscribeData as { secret?: unknown } | undefined)?.secret;
  const raw = bundle.rawRequest;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw?.headers ?? {}))
    headers[name.toLowerCase().replace(/^http-/, '')] = String(value);
  try {
    const event = verifyDelivery({
      rawBody: typeof raw?.content === 'string' ? raw.content : undefined,
      headers,
      secret: typeof secret === 'string' ? secret : undefined,
    });
    if (!isProjectKind(event.kind)) return undefined;
    return {
      ...projectOutput(event.kind, event.job),
      event_type: event.type,
      event_timestamp: event.timestamp,
    };
  } catch (err) {
    if (!(err instanceof WebhookVerificationError || err instanceof WebhookPayloadError)) throw err;
    z.console.log(`Delivery dropped: ${err.message}`);
    return undefined;
  }
}
