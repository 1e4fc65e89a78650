/**
 * What Estimate Credits outputs, in the service's snake_case: each item's own
 * estimate, and the batch's figures on every item (`batch`), so a Send and
 * Wait for Approval message (which reads the first item) and an IF node
 * (which routes every item) both read the whole run from any item.
 */
import type { BatchEstimate } from '@genservice/core/internal';
import type { IDataObject } from 'n8n-workflow';

/** How an estimate relates to the charge: equal, or a bound where the price depends on more. */
export type Bound = 'exact' | 'at-least' | 'at-most';

/** Core's estimate of ONE item (`bounds` read defensively: older cores do not give it). */
export type ItemEstimate = BatchEstimate & { bounds?: Bound[] };

const boundOf = (part: ItemEstimate): Bound => part.bounds?.[0] ?? 'exact';

/** An item's fields: credits (null when unknown), their bound, whether its Dedupe Key covers it. */
export function itemFields(part: ItemEstimate, key: string | null): IDataObject {
  const credits = part.perItem[0] ?? null;
  return {
    dedupe_key: key,
    credits_estimated: credits,
    unknown: credits === null,
    credits_bound: boundOf(part),
    covered_by_dedupe_key: part.satisfied > 0,
  };
}

/**
 * The batch: items checked, total credits of what will be created (unknown ones count 0),
 * whether the total is exact or a bound (`mixed` when items are bounded both ways), unknown
 * items and tools, items their Dedupe Key covers, the balance (null when it could not be read)
 * and whether the total fits in it.
 */
export function batchFields(parts: readonly ItemEstimate[], balance: number | null): IDataObject {
  const total = parts.reduce((sum, p) => sum + p.total, 0);
  const unknown = parts.filter((p) => p.perItem[0] === null).length;
  const bounds = parts.map((p) => (p.perItem[0] === null ? 'at-least' : boundOf(p)));
  const low = bounds.includes('at-least');
  const high = bounds.includes('at-most');
  return {
    items: parts.length,
    total,
    total_bound: low && high ? 'mixed' : low ? 'at-least' : high ? 'at-most' : 'exact',
    unknown_items: unknown,
    unknown_tools: [...new Set(parts.flatMap((p) => p.unknownTools))],
    covered_by_dedupe_key: parts.reduce((sum, p) => sum + p.satisfied, 0),
    balance,
    within_balance: balance === null ? null : total <= balance,
  };
}
