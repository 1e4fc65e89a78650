/**
 * The Generation Service's own webhook signature: lowercase hex HMAC-SHA256,
 * keyed by the secret exactly as displayed, of `timestamp + "." + rawBody`.
 */
import { createHmac } from 'node:crypto';
import { WebhookVerificationError } from '../errors';
import {
  checkTimestamp,
  requireHeader,
  safeEqual,
  type RawBody,
  type VerifyWebhookOptions,
} from './checks';
import { parseEvent, type ServiceEvent } from './events';

export type { RawBody, WebhookHeaders, VerifyWebhookOptions } from './checks';

export const SERVICE_SIGNATURE_HEADER = 'magic-hour-event-signature';
export const SERVICE_TIMESTAMP_HEADER = 'magic-hour-event-timestamp';

/** The common verifier options; `secret` exactly as the dashboard shows it, `whsec_` prefix included. */
export type VerifyServiceWebhookOptions = VerifyWebhookOptions;

/**
 * Verifies a delivery from the service and returns its parsed event. Throws
 * `WebhookVerificationError` (never mentioning the secret) on a missing or malformed header,
 * a timestamp more than `toleranceSec` away from `now`, or a signature that does not match the
 * raw bytes (compared in constant time); throws `WebhookPayloadError` if a verified body is not
 * an event.
 */
export function verifyServiceWebhook(options: VerifyServiceWebhookOptions): ServiceEvent {
  const { rawBody, headers, secret } = options;
  if (!secret) throw new WebhookVerificationError('Webhook secret is empty');
  const signature = requireHeader(headers, SERVICE_SIGNATURE_HEADER).toLowerCase();
  const timestamp = requireHeader(headers, SERVICE_TIMESTAMP_HEADER);
  if (!/^[0-9a-f]{64}$/.test(signature)) {
    throw new WebhookVerificationError(`Malformed ${SERVICE_SIGNATURE_HEADER} header`);
  }
  checkTimestamp(SERVICE_TIMESTAMP_HEADER, timestamp, options);
  if (!safeEqual(serviceSignature(secret, timestamp, rawBody), signature)) {
    throw new WebhookVerificationError('Webhook signature does not match');
  }
  return parseEvent(rawBody);
}

/** The two headers the service would send with `rawBody`; `timestamp` (seconds) defaults to `now`. */
export function signServiceWebhook(options: {
  rawBody: RawBody;
  secret: string;
  timestamp?: number;
  now?: number;
}): { 'magic-hour-event-signature': string; 'magic-hour-event-timestamp': string } {
  const { rawBody, secret, now = Date.now() } = options;
  const timestamp = String(options.timestamp ?? Math.floor(now / 1000));
  return {
    'magic-hour-event-signature': serviceSignature(secret, timestamp, rawBody),
    'magic-hour-event-timestamp': timestamp,
  };
}

function serviceSignature(secret: string, timestamp: string, rawBody: RawBody): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}
