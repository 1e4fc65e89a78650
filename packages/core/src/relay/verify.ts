/**
 * Verify-and-unwrap for deliveries, whoever sent them: the relay (Standard
 * Webhooks, `{ type, timestamp, data }`) or the service itself (its own
 * signature, `{ type, payload }`). Fails closed: no secret, no raw body or a
 * bad signature is a `WebhookVerificationError`, never an accepted event.
 */
import { WebhookVerificationError } from '../errors';
import type { Project } from '../schemas/project';
import {
  readHeader,
  WEBHOOK_TOLERANCE_SEC,
  type RawBody,
  type WebhookHeaders,
} from '../webhooks/checks';
import { parseEvent } from '../webhooks/events';
import { verifyServiceWebhook, SERVICE_SIGNATURE_HEADER } from '../webhooks/service';
import { verifyStandardWebhook } from '../webhooks/standard';

export interface VerifyDeliveryOptions {
  /** The body exactly as received (never re-serialized JSON). */
  rawBody: RawBody | null | undefined;
  headers: WebhookHeaders | null | undefined;
  /** The subscription's `whsec_` secret (relay), or the dashboard's webhook secret (service). */
  secret: string | null | undefined;
  /** Current time in Unix seconds. Default now. */
  nowSec?: number;
  /** Accept only this sender's scheme; by default the headers say which one signed. */
  scheme?: 'relay' | 'service';
}

/** A verified delivery. */
export interface VerifiedDelivery {
  /** `video.completed`, … */
  type: string;
  /** The part before the dot (`video`); `action` the part after it (`completed`). */
  kind: string;
  action: string;
  /** When the event happened, ISO 8601. */
  timestamp: string;
  /** The job as `GET /v1/<kind>-projects/{id}` returns it. */
  job: Project;
  /** The same for every retry of one delivery: the relay's `webhook-id`, or `<job id>:<type>`. */
  id: string;
}

/** Verifies a delivery on its raw bytes with `WEBHOOK_TOLERANCE_SEC` of clock skew and returns its event. */
export function verifyDelivery(options: VerifyDeliveryOptions): VerifiedDelivery {
  const { rawBody, secret } = options;
  if (!secret) throw new WebhookVerificationError('No webhook secret is stored for this trigger');
  if (rawBody === null || rawBody === undefined || rawBody.length === 0)
    throw new WebhookVerificationError('The raw request body is missing; it cannot be verified');
  if (typeof rawBody !== 'string' && !(rawBody instanceof Uint8Array))
    throw new WebhookVerificationError('The request body must be the raw bytes received');
  if (!options.headers || typeof options.headers !== 'object')
    throw new WebhookVerificationError('The request headers are missing; they carry the signature');
  const headers = plainHeaders(options.headers);
  const now = options.nowSec === undefined ? Date.now() : options.nowSec * 1000;
  const common = { rawBody, headers, secret, toleranceSec: WEBHOOK_TOLERANCE_SEC, now };
  const scheme =
    options.scheme ?? (hasHeader(headers, SERVICE_SIGNATURE_HEADER) ? 'service' : 'relay');

  if (scheme === 'service') {
    const event = verifyServiceWebhook(common);
    const sentAt = Number(readHeader(headers, 'magic-hour-event-timestamp'));
    return {
      type: event.type,
      kind: event.resource,
      action: event.action,
      timestamp: new Date(sentAt * 1000).toISOString(),
      job: event.payload,
      id: event.dedupeKey,
    };
  }
  const body = verifyStandardWebhook(common) as {
    type?: unknown;
    timestamp?: unknown;
    data?: unknown;
  };
  const event = parseEvent({ type: body?.type, payload: body?.data });
  const sentAt = Number(readHeader(headers, 'webhook-timestamp'));
  return {
    type: event.type,
    kind: event.resource,
    action: event.action,
    timestamp:
      typeof body.timestamp === 'string' ? body.timestamp : new Date(sentAt * 1000).toISOString(),
    job: event.payload,
    id: readHeader(headers, 'webhook-id') ?? event.dedupeKey,
  };
}

const hasHeader = (headers: WebhookHeaders, name: string) =>
  readHeader(headers, name) !== undefined;

/** Headers with Zapier's `Http-` prefix (`Http-Webhook-Id`) also readable under the plain name. */
function plainHeaders(headers: WebhookHeaders): WebhookHeaders {
  if (typeof headers.get === 'function') return headers;
  const out: Record<string, string | string[] | undefined> = {};
  for (const [key, value] of Object.entries(headers as Record<string, string | string[]>))
    out[key.toLowerCase()] = value;
  for (const [key, value] of Object.entries(out)) {
    const plain = key.startsWith('http-') ? key.slice(5) : undefined;
    if (plain && out[plain] === undefined) out[plain] = value;
  }
  return out;
}
