/**
 * Relay events as trigger output. A delivery is verified by the core
 * (`verifyDelivery`: the subscription's secret on the raw body, 300 s of clock
 * skew, failing closed) and unwrapped to its project; listed recent events
 * arrive already parsed from the relay client. Both become core's
 * `eventOutput` (the project's output plus the event type and time).
 */
import {
  PROJECT_KINDS,
  WebhookPayloadError,
  WebhookVerificationError,
  eventOutput,
  verifyDelivery,
  type EventOutput,
  type RelayEvent,
} from '@genservice/core/internal';
import type { Bundle, ZObject } from 'zapier-platform-core';

const isProjectKind = (kind: string): boolean =>
  (PROJECT_KINDS as readonly string[]).includes(kind);

/** The output for a listed relay event, or undefined when it is not a project event. */
export function listedOutput(event: RelayEvent): EventOutput | undefined {
  return isProjectKind(event.type.split('.')[0] ?? '') ? eventOutput(event) : undefined;
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
    return isProjectKind(event.kind) ? eventOutput(event) : undefined;
  } catch (err) {
    if (!(err instanceof WebhookVerificationError || err instanceof WebhookPayloadError)) throw err;
    z.console.log(`Delivery dropped: ${err.message}`);
    return undefined;
  }
}
