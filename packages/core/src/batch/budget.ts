/** The credit budget check of a batch: before any create, against the balance and a cap. */
import { BudgetExceededError } from '../errors/keyed';
import type { BatchEstimate } from './estimate';

export interface BudgetInput {
  /** The batch's estimate (`estimateBatch`), or a bare total. */
  estimate: BatchEstimate | number;
  /** The account's credits; null when unknown (then only the cap is checked). */
  balance: number | null;
  /** Max Credits Per Run; 0, null or undefined for no cap. */
  maxCredits?: number | null;
}

/**
 * Throws `BudgetExceededError` (estimate, balance, cap and unknown tools in its message) when the
 * estimated credits exceed the balance or the cap, or when a cap is set and an item's cost cannot
 * be bounded from above; returns quietly otherwise. Against the balance alone, unknown costs
 * count 0 and lower bounds their figure.
 */
export function checkBudget({ estimate, balance, maxCredits }: BudgetInput): void {
  if (typeof estimate !== 'number' && estimate.unboundedTools) checkBounded(estimate, maxCredits);
  const facts = typeof estimate === 'number' ? { total: estimate } : estimate;
  const cap = maxCredits && maxCredits > 0 ? maxCredits : null;
  const overBalance = balance !== null && facts.total > balance;
  const overCap = cap !== null && facts.total > cap;
  if (!overBalance && !overCap) return;
  throw new BudgetExceededError({
    estimate: facts.total,
    balance,
    maxCredits: cap,
    unknownTools: 'unknownTools' in facts ? facts.unknownTools : [],
    ...('perItem' in facts ? { items: facts.perItem.length, satisfied: facts.satisfied } : {}),
  });
}

/**
 * Throws `BudgetExceededError` when Max Credits Per Run is set and an item still to create has
 * no upper bound (its cost is unknown or only a lower bound): the cap could not be kept.
 */
export function checkBounded(estimate: BatchEstimate, maxCredits: number | null | undefined): void {
  const cap = maxCredits && maxCredits > 0 ? maxCredits : null;
  if (cap === null || estimate.unboundedTools.length === 0) return;
  const first = estimate.perItem.findIndex(
    (credits, i) => credits === null || estimate.bounds[i] === 'at-least',
  );
  throw new BudgetExceededError({
    estimate: estimate.total,
    balance: null,
    maxCredits: cap,
    unknownTools: estimate.unknownTools,
    unbounded: { tools: estimate.unboundedTools, note: estimate.notes[first] ?? undefined },
  });
}
