/**
 * When to try a delivery again: the Standard Webhooks schedule, with jitter and
 * the subscriber's `Retry-After`; and what an attempt's result means.
 */
import { parseRetryAfter as parseRetryAfterHeader } from '@genservice/core/internal';
import type { ClaimedDelivery, Settlement } from '../store/types';

/** What one delivery attempt came to (made by `deliver.ts`, settled here). */
export interface AttemptResult {
  /** `delivered` on 2xx; `disable` on 410; `blocked` when the SSRF guard refused; otherwise `retry`. */
  outcome: 'delivered' | 'retry' | 'disable' | 'blocked';
  status: number | null;
  error: string | null;
  retryAfterMs?: number;
}

/** Delays before attempts 1..10: immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h. */
export const STANDARD_SCHEDULE_MS: readonly number[] = [
  0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 50_400_000, 72_000_000,
  86_400_000,
];

export interface RetryPolicy {
  /** Delay before each attempt; its length is the number of attempts. */
  scheduleMs: readonly number[];
  /** Fraction of a delay added or removed at random (0.1 = ±10 %). */
  jitter: number;
  random?: () => number;
}

/**
 * The time of the next attempt after `attempts` failed ones, or `undefined` when the schedule is
 * exhausted. A `Retry-After` longer than the scheduled delay wins (capped at the schedule's
 * longest delay); jitter never makes a delay negative.
 */
export function nextAttemptAt(
  policy: RetryPolicy,
  attempts: number,
  now: number,
  retryAfterMs?: number,
): number | undefined {
  const base = policy.scheduleMs[attempts];
  if (base === undefined) return undefined;
  const random = policy.random ?? Math.random;
  const jittered = base * (1 + policy.jitter * (random() * 2 - 1));
  const longest = Math.max(...policy.scheduleMs);
  const delay =
    retryAfterMs === undefined ? jittered : Math.max(jittered, Math.min(retryAfterMs, longest));
  return now + Math.max(0, Math.round(delay));
}

/** `Retry-After` as milliseconds (the core's reading; the first of repeated headers); undefined when absent or invalid. */
export function parseRetryAfter(
  value: string | string[] | undefined,
  now: number,
): number | undefined {
  return parseRetryAfterHeader(Array.isArray(value) ? value[0] : value?.trim(), now);
}

/**
 * The settlement of an attempt: 2xx delivered; 410 disables the subscription; a destination the
 * SSRF guard refused fails at once; anything else retries on the schedule, or fails when it is
 * exhausted (kept for replay).
 */
export function settle(
  d: ClaimedDelivery,
  r: AttemptResult,
  o: { at: number; owner: string; policy: RetryPolicy },
): Settlement {
  const base = {
    id: d.id,
    subscriptionId: d.subscriptionId,
    owner: o.owner,
    at: o.at,
    status: r.status,
    error: r.error,
  };
  if (r.outcome === 'delivered' || r.outcome === 'disable') return { ...base, outcome: r.outcome };
  if (r.outcome === 'blocked') return { ...base, outcome: 'failed' };
  const next = nextAttemptAt(o.policy, d.attempts + 1, o.at, r.retryAfterMs);
  return next === undefined
    ? { ...base, outcome: 'failed' }
    : { ...base, outcome: 'retry', nextAttemptAt: next };
}
