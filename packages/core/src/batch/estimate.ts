/** A batch's estimated credits before anything is created, from the price table. */
import { getOperation } from '../catalog';
import {
  boundedAbove,
  estimateCredits,
  priceOf,
  type CreditBound,
  type CreditEstimate,
  type PriceContext,
} from '../catalog/prices';
import type { Operation } from '../catalog/types';
import { ledgerKeyOf } from '../client/keyed-options';
import { findJob, type JobsApi } from '../client/jobs';
import { FAILED_STATUSES } from '../ledger/keyed-run';
import type { IdempotencyLedger, LedgerEntry } from '../ledger/types';

/** One item of a batch: the tool, its inputs (as for `client.run`) and its dedupe key, if any. */
export interface BatchItem {
  operation: string;
  params: Record<string, unknown>;
  key?: string | null;
}

export interface BatchEstimate {
  /** Estimated credits of the items still to create (unknown ones count 0, lower bounds their figure). */
  total: number;
  /** Each item's estimate: 0 when its key is already done, null when unknown. */
  perItem: (number | null)[];
  /** Each item's bound: `exact`, `at-least` (also for unknown ones) or `at-most`. */
  bounds: CreditBound[];
  /** Each item's note: why its estimate is a bound or unknown (null when exact). */
  notes: (string | null)[];
  /** Labels of the tools with an item whose cost is unknown, each once, in order of appearance. */
  unknownTools: string[];
  /** Labels of the tools with an item whose cost cannot be capped (unknown or only a lower bound). */
  unboundedTools: string[];
  /** Items whose dedupe key already has a created project (they cost nothing). */
  satisfied: number;
}

/** What `estimateBatch` reads: keys in the ledger, their projects, and the account's tier. */
export interface EstimateBatchOptions {
  ledger?: IdempotencyLedger;
  scope?: string;
  /** When given, a key's project that failed or was canceled is estimated (it will be re-created). */
  jobs?: Pick<JobsApi, 'get'>;
  /** The account's tier (`client.account.get()`), which decides what `default` models and resolutions cost. */
  tier?: string | null;
}

/**
 * Sums the price table's estimate of every item. An item whose key (`scope:key` in `ledger`) is
 * already `created` costs 0 and counts as satisfied (unless `jobs` says its project failed); a
 * tool without a price, or whose price the inputs leave open (or whose inputs are invalid), is
 * unknown and named. Reads the ledger only: creates, uploads and asks the service nothing.
 */
export async function estimateBatch(
  items: readonly BatchItem[],
  options: EstimateBatchOptions = {},
): Promise<BatchEstimate> {
  const out: BatchEstimate = {
    total: 0,
    perItem: [],
    bounds: [],
    notes: [],
    unknownTools: [],
    unboundedTools: [],
    satisfied: 0,
  };
  for (const item of items) {
    if (item.key && options.ledger) {
      const entry = await options.ledger.get(ledgerKeyOf(item.key, options.scope));
      if (
        entry?.state === 'created' &&
        entry.operation === item.operation &&
        (await stillGood(entry, options.jobs))
      ) {
        out.satisfied++;
        addItem(out, item.operation, { credits: 0, bound: 'exact', sources: [] });
        continue;
      }
    }
    addItem(
      out,
      item.operation,
      await estimateCredits(item.operation, item.params, { tier: options.tier }),
    );
  }
  return out;
}

/** Appends one item's estimate to `out`. */
export function addItem(out: BatchEstimate, operation: string, e: CreditEstimate): void {
  const label = getOperation(operation).label;
  out.perItem.push(e.credits);
  out.bounds.push(e.bound);
  out.notes.push(e.note ?? null);
  out.total += e.credits ?? 0;
  if (e.credits === null && !out.unknownTools.includes(label)) out.unknownTools.push(label);
  if (!boundedAbove(e) && !out.unboundedTools.includes(label)) out.unboundedTools.push(label);
}

/** Whether a key's created project still stands (not failed or canceled); true when not asked. */
async function stillGood(entry: LedgerEntry, jobs: Pick<JobsApi, 'get'> | undefined) {
  if (!jobs || !entry.projectId) return true;
  const op = getOperation(entry.operation);
  const job = await findJob(jobs, op.kind, entry.projectId);
  return job !== undefined && !FAILED_STATUSES.includes(String(job.status));
}

/** The table's figure for a validated body; null when the tool has no price or the inputs leave it open. */
export function estimateOf(
  op: Operation,
  body: Record<string, unknown>,
  ctx: PriceContext = {},
): number | null {
  return priceOf(op, body, ctx).credits;
}
