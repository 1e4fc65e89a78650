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
 * estimated credits exceed the balance or the cap; returns quietly otherwise. Unknown costs
 * count 0, so a batch of unknown tools only fails when what is known already exceeds a limit.
 */
export function checkBudget({ estimate, balance, maxCredits }: BudgetInput): void {
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
