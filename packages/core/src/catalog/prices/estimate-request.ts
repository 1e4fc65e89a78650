/** The estimate of a request as a user gives it: aliases applied, files as placeholders, validated. */
import { getOperation } from '..';
import { mapAssetValues } from '../assets';
import { normalizeRequest } from '../normalize';
import type { Operation } from '../types';
import { validateRequest } from '../../validation';
import { unknown } from './helpers';
import { priceOf } from './price-of';
import type { CreditEstimate, PriceContext } from './types';

/**
 * What creating `params` with `operation` (a key or the catalog entry) would cost, without
 * uploading or creating anything: the price table's estimate for the account's `tier`. Inputs the
 * tool would refuse give an unknown estimate whose note says what to fix.
 */
export async function estimateCredits(
  operation: string | Operation,
  params: Record<string, unknown>,
  options: PriceContext = {},
): Promise<CreditEstimate> {
  const op = typeof operation === 'string' ? getOperation(operation) : operation;
  let body: Record<string, unknown>;
  try {
    const normalized = normalizeRequest(op.key, params) as Record<string, unknown>;
    const placed = await mapAssetValues(op, normalized, async (value) =>
      typeof value === 'string' ? value : 'api-assets/estimate/placeholder.bin',
    );
    body = validateRequest(op, placed);
  } catch (err) {
    return unknown(`Fix the inputs for an estimate: ${(err as Error).message}`);
  }
  return priceOf(op, body, options);
}
