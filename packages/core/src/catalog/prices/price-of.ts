/** The table's estimate of a validated request. */
import type { Operation } from '../types';
import { unknown } from './helpers';
import { priceRules, unpublishedPrices } from './table';
import type { CreditEstimate, PriceContext } from './types';

/**
 * The estimate of creating `body` (validated, wire names) with `op`: the tool's rule, or
 * unknown with the reason. Never throws; never 0 for a tool without a published price.
 */
export function priceOf(
  op: Pick<Operation, 'key' | 'label'>,
  body: Record<string, unknown>,
  ctx: PriceContext = {},
): CreditEstimate {
  const rule = priceRules[op.key];
  if (!rule) return unknown(unpublishedPrices[op.key] ?? `${op.label} has no published price.`);
  try {
    const e = rule(body, ctx);
    return e.credits === null || Number.isFinite(e.credits)
      ? e
      : unknown(`${op.label} could not be priced from these inputs.`, e.sources);
  } catch {
    return unknown(`${op.label} could not be priced from these inputs.`);
  }
}

/** Whether the table prices `key` (a rule exists, even if some inputs leave it unknown). */
export function hasPriceRule(key: string): boolean {
  return key in priceRules;
}
