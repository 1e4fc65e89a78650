/**
 * What a create costs, from core's price table through its batch estimate: the words a
 * tool description shows, and one call's estimate (0 when its dedupe key already has a project).
 */
import {
  defaultCallCredits,
  estimateBatch,
  hasPriceRule,
  typicalDuration,
  type IdempotencyLedger,
  type JobsApi,
  type Operation,
} from '@genservice/core/internal';
import { KEY_SCOPE } from '../dedupe';

/** One call's estimate: credits (null when the catalog cannot price it) and whether its key is done. */
export interface CallEstimate {
  credits: number | null;
  /** False when `credits` is only a lower bound (or unknown): no limit can be kept. */
  boundedAbove: boolean;
  /** The key already has a live or finished project: the call reuses it and costs nothing. */
  reused: boolean;
}

/** The estimate of `op` on `params` under `key`, reading the ledger (and the key's project) only. */
export async function estimateCall(
  op: Operation,
  params: Record<string, unknown>,
  key: string,
  deps: { ledger: IdempotencyLedger; jobs: Pick<JobsApi, 'get'> },
): Promise<CallEstimate> {
  const estimate = await estimateBatch([{ operation: op.key, params, key }], {
    ledger: deps.ledger,
    scope: KEY_SCOPE,
    jobs: deps.jobs,
  });
  const credits = estimate.perItem[0] ?? null;
  const boundedAbove = credits !== null && estimate.bounds[0] !== 'at-least';
  return { credits, boundedAbove, reused: estimate.satisfied > 0 };
}

/** "about 10 credits with the default settings", "depends on …", or "unknown …"; never 0 when unknown. */
export function costText(op: Operation): string {
  if (!hasPriceRule(op.key))
    return 'unknown (the catalog has no price for this tool; the service charges it to your account)';
  const credits = defaultCallCredits(op);
  if (credits === 0) return 'free (0 credits)';
  return typeof credits === 'number'
    ? `about ${credits} credit${credits === 1 ? '' : 's'} with the default settings`
    : 'depends on the inputs (such as length, resolution or text); call estimate_credits with your inputs';
}

/** How long a run usually takes, in words. */
export function durationText(op: Operation): string {
  return typicalDuration(op) ?? 'an unknown time (often minutes)';
}
