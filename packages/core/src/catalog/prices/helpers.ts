/** Building blocks of price rules: estimates of each bound, clip lengths and rounding. */
import type { CreditEstimate, PricedBody } from './types';

/** The charge is `credits` (rounded up). */
export function exact(credits: number, sources: string[], note?: string): CreditEstimate {
  return withNote({ credits: ceilCredits(credits), bound: 'exact', sources }, note);
}

/** The charge is at least `credits` (rounded up); `note` says what can raise it. */
export function atLeast(credits: number, sources: string[], note: string): CreditEstimate {
  return { credits: ceilCredits(credits), bound: 'at-least', sources, note };
}

/** The charge is at most `credits` (rounded up); `note` says what can lower it. */
export function atMost(credits: number, sources: string[], note: string): CreditEstimate {
  return { credits: ceilCredits(credits), bound: 'at-most', sources, note };
}

/** No figure: `note` says why and what would give one. Unknown cannot be bounded from above. */
export function unknown(note: string, sources: string[] = []): CreditEstimate {
  return { credits: null, bound: 'at-least', sources, note };
}

/** Whether the estimate caps the charge (an exact figure or an upper bound). */
export function boundedAbove(e: CreditEstimate): boolean {
  return e.credits !== null && e.bound !== 'at-least';
}

/** Seconds between `start_seconds` (default 0) and `end_seconds`; undefined when not a positive span. */
export function clipSeconds(body: PricedBody): number | undefined {
  const end: unknown = body.end_seconds;
  if (typeof end !== 'number') return undefined;
  const start: unknown = body.start_seconds;
  const span = end - (typeof start === 'number' ? start : 0);
  return span > 0 ? span : undefined;
}

/** Rounds up, ignoring floating-point noise (2.3 * 10 is 23 credits, not 24). */
export function ceilCredits(n: number): number {
  return Math.ceil(Number(n.toFixed(6)));
}

/** Whether `tier` is a paid plan (anything documented but `free`). */
export function isPaid(tier: string): boolean {
  return tier.toLowerCase() !== 'free';
}

function withNote(e: CreditEstimate, note: string | undefined): CreditEstimate {
  return note === undefined ? e : { ...e, note };
}
