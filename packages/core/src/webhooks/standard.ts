/**
 * Standard Webhooks v1, what the relay sends: `webhook-signature: v1,<base64>`
 * HMAC-SHA256 of `id.timestamp.body`, keyed by the base64 part of a `whsec_` secret.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { WebhookVerificationError } from '../errors';
import {
  checkTimestamp,
  parseJson,
  requireHeader,
  safeEqual,
  type RawBody,
  type VerifyWebhookOptions,
} from './checks';

const PREFIX = 'whsec_';

/** The three headers for one delivery attempt; `timestamp` is Unix seconds. */
export function signStandardWebhook(options: {
  id: string;
  timestamp: number;
  rawBody: RawBody;
  secret: string;
}): { 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature': string } {
  const { id, rawBody, secret } = options;
  const timestamp = String(Math.floor(options.timestamp));
  const signature = `v1,${standardSignature(secretKey(secret), id, timestamp, rawBody)}`;
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signature };
}

/**
 * Verifies a Standard Webhooks delivery and returns its parsed JSON body. Accepts when any of
 * the space-separated `v1,` signatures matches (constant-time); throws `WebhookVerificationError`
 * (never mentioning the secret) on missing headers, a timestamp more than `toleranceSec` from
 * `now` (ms) either way, or no match; throws `WebhookPayloadError` if a verified body is not JSON.
 */
export function verifyStandardWebhook(options: VerifyWebhookOptions): unknown {
  const { rawBody, headers, secret } = options;
  const key = secretKey(secret);
  const id = requireHeader(headers, 'webhook-id');
  const timestamp = requireHeader(headers, 'webhook-timestamp');
  const signatures = requireHeader(headers, 'webhook-signature').split(/\s+/);
  checkTimestamp('webhook-timestamp', timestamp, options);
  const expected = standardSignature(key, id, timestamp, rawBody);
  const matched = signatures.some((entry) => {
    const [version, signature = ''] = entry.replace(/,$/, '').split(',', 2);
    return version === 'v1' && safeEqual(signature, expected);
  });
  if (!matched) throw new WebhookVerificationError('No matching webhook signature');
  return parseJson(rawBody);
}

/** A new secret: `whsec_` + base64 of 24 random bytes. */
export function generateWebhookSecret(): string {
  return PREFIX + btoa(String.fromCharCode(...randomBytes(24)));
}

/** The key bytes of a secret, with or without the `whsec_` prefix. */
function secretKey(secret: string): Uint8Array {
  let binary: string;
  try {
    binary = atob(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret);
  } catch {
    throw new WebhookVerificationError('Webhook secret is not valid base64');
  }
  if (!binary) throw new WebhookVerificationError('Webhook secret is empty');
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function standardSignature(key: Uint8Array, id: string, timestamp: string, rawBody: RawBody) {
  return createHmac('sha256', key).update(`${id}.${timestamp}.`).update(rawBody).digest('base64');
}
