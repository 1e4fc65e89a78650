/**
 * What a typical run of an operation costs and takes, for descriptions people and agents read
 * before they call it: the price table's estimate for the form's defaults (files as placeholders), and
 * the docs' usual processing time in words. Both say nothing rather than guess.
 */
import { setPath } from './body';
import { describeFields } from './describe';
import { priceOf } from './prices/price-of';
import type { Operation } from './types';
import { validateRequest } from '../validation';

/**
 * Credits of a call with the form's defaults on a plan of `tier` (both plans agreeing when not
 * given); undefined when the price table gives no exact figure for them.
 */
export function defaultCallCredits(op: Operation, tier?: string): number | undefined {
  const params: Record<string, unknown> = {};
  for (const field of describeFields(op)) {
    const file = field.asset !== undefined && field.type === 'string';
    const value = file
      ? 'api-assets/sample/input.bin'
      : field.asset !== undefined
        ? undefined
        : (field.uiDefault ?? field.default ?? field.example);
    if (value !== undefined && (!file || field.required || field.primary))
      setPath(params, field.path, value);
  }
  try {
    const e = priceOf(op, validateRequest(op, params), { tier });
    return e.bound === 'exact' && e.credits !== null ? e.credits : undefined;
  } catch {
    return undefined;
  }
}

/** "about 40 seconds" / "about 2 minutes"; undefined when the docs give no typical time. */
export function typicalDuration(op: Operation): string | undefined {
  const s = op.typicalSeconds;
  if (s === undefined) return undefined;
  return s < 90 ? `about ${s} seconds` : `about ${Math.round(s / 60)} minutes`;
}
