/**
 * What Estimate Credits outputs, in the service's snake_case: each item's own
 * estimate, and the batch's figures on every item (`batch`), so a Send and
 * Wait for Approval message (which reads the first item) and an IF node
 * (which routes every item) both read the whole run from any item.
 */
import { joinEstimates, type BatchEstimate, type CreditBound } from '@genservice/core/internal';
import type { IDataObject } from 'n8n-workflow';

/** Core's estimate of ONE item. */
export type ItemEstimate = BatchEstimate;

/** An item's fields: credits (null when unknown), their bound, whether its Dedupe Key covers it. */
export function itemFields(part: ItemEstimate, key: string | null): IDataObject {
  const credits = part.perItem[0] ?? null;
  return {
    dedupe_key: key,
    credits_estimated: credits,
    unknown: credits === null,
    credits_bound: part.bounds[0] ?? 'exact',
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
  const batch = joinEstimates(parts);
  const bounds: CreditBound[] = batch.bounds;
  const low = bounds.includes('at-least');
  const high = bounds.includes('at-most');
  return {
    items: parts.length,
    total: batch.total,
    total_bound: low && high ? 'mixed' : low ? 'at-least' : high ? 'at-most' : 'exact',
    unknown_items: batch.perItem.filter((n) => n === null).length,
    unknown_tools: batch.unknownTools,
    covered_by_dedupe_key: batch.satisfied,
    balance,
    within_balance: balance === null ? null : batch.total <= balance,
  };
}
