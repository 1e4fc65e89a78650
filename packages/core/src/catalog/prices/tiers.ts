/** Prices that depend on the account's plan: the plan's figure, or a bound over every plan. */
import { atMost, exact, isPaid, unknown } from './helpers';
import type { CreditEstimate } from './types';

/** The video resolution a plan gets when the request leaves it empty: 480p free, 720p paid (§3, S1/S2). */
export function defaultVideoResolution(paid: boolean): string {
  return paid ? '720p' : '480p';
}

/** The source row of the default resolution. */
export const DEFAULT_RESOLUTION_SOURCE = '§3 default resolution (S1, S2)';

/**
 * `estimateFor(paid)` for the account's `tier`; without a tier, the figure both plans share, or
 * the higher as an upper bound, or unknown when either plan's price is not bounded. `what` names
 * what the plan decides ("the model", "the resolution").
 */
export function forTier(
  tier: string | null | undefined,
  estimateFor: (paid: boolean) => CreditEstimate,
  what: string,
): CreditEstimate {
  if (tier) return estimateFor(isPaid(tier));
  const free = estimateFor(false);
  const paid = estimateFor(true);
  const sources = [...new Set([...free.sources, ...paid.sources])];
  if (free.credits === null || paid.credits === null)
    return unknown(
      `The account's plan decides ${what}, and it was not given; ${free.note ?? paid.note ?? 'one plan has no published price'}`,
      sources,
    );
  if (free.bound === 'at-least' || paid.bound === 'at-least')
    return unknown(
      `The account's plan decides ${what}, and it was not given; the cost cannot be bounded.`,
      sources,
    );
  if (free.credits === paid.credits && free.bound === 'exact' && paid.bound === 'exact')
    return exact(free.credits, sources);
  return atMost(
    Math.max(free.credits, paid.credits),
    sources,
    `The account's plan decides ${what}, and it was not given: ${free.credits} credits on a free plan, ${paid.credits} on a paid one.`,
  );
}
