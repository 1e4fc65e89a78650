/**
 * Checks both webhook schemes share: header lookup, the timestamp window and
 * constant-time comparison. Messages never include secrets or signatures.
 */
import { timingSafeEqual } from 'node:crypto';
import { WebhookPayloadError, WebhookVerificationError } from '../errors';

/** The clock difference every verifier accepts, either way: five minutes, as the service advises. */
export const WEBHOOK_TOLERANCE_SEC = 300;

/** Request headers as Node (any case, repeated values as arrays) or the web platform gives them. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

/** A body exactly as received; verification runs on these bytes, never on re-serialized JSON. */
export type RawBody = string | Uint8Array;

/** The header's value (repeated values joined with `, ` as HTTP does), or a verification error. */
export function requireHeader(headers: WebhookHeaders, name: string): string {
  const value = readHeader(headers, name)?.trim();
  if (!value) throw new WebhookVerificationError(`Missing ${name} header`);
  return value;
}

/** The header's value in any case (repeated values joined with `, `), or undefined. */
export function readHeader(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof headers.get === 'function') return (headers as Headers).get(name) ?? undefined;
  const values: string[] = [];
  for (const [key, value] of Object.entries(headers as Record<string, unknown>)) {
    if (key.toLowerCase() !== name) continue;
    if (typeof value === 'string') values.push(value);
    else if (Array.isArray(value)) values.push(...value.filter((v) => typeof v === 'string'));
  }
  return values.length ? values.join(', ') : undefined;
}

/** What every verifier takes. */
export interface VerifyWebhookOptions {
  /** The body exactly as received. */
  rawBody: RawBody;
  headers: WebhookHeaders;
  secret: string;
  /** Largest accepted clock difference, either way. Default `WEBHOOK_TOLERANCE_SEC` (300 s). */
  toleranceSec?: number;
  /** Current time in milliseconds. Default `Date.now()`. */
  now?: number;
}

/**
 * Parses a Unix-seconds header and rejects it when it lies more than `toleranceSec` before or
 * after `now` (milliseconds; defaults as in `VerifyWebhookOptions`); exactly `toleranceSec` is
 * accepted.
 */
export function checkTimestamp(
  name: string,
  value: string,
  clock: Pick<VerifyWebhookOptions, 'toleranceSec' | 'now'>,
): number {
  const { toleranceSec = WEBHOOK_TOLERANCE_SEC, now = Date.now() } = clock;
  if (!/^\d{1,12}$/.test(value)) throw new WebhookVerificationError(`Malformed ${name} header`);
  const timestamp = Number(value);
  const skew = Math.floor(now / 1000) - timestamp;
  if (skew > toleranceSec) throw new WebhookVerificationError('Webhook timestamp is too old');
  if (-skew > toleranceSec)
    throw new WebhookVerificationError('Webhook timestamp is in the future');
  return timestamp;
}

const encoder = new TextEncoder();

/** Constant-time equality of two ASCII strings (only their lengths may leak). */
export function safeEqual(a: string, b: string): boolean {
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Parses JSON text or UTF-8 bytes; the message never echoes the body. */
export function parseJson(rawBody: RawBody): unknown {
  try {
    return JSON.parse(typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody));
  } catch {
    throw new WebhookPayloadError('Webhook body is not valid JSON');
  }
}
