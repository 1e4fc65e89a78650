/** A batch's estimated credits before anything is created, from the catalog's estimators. */
import { getOperation } from '../catalog';
import { mapAssetValues } from '../catalog/assets';
import { normalizeRequest } from '../catalog/normalize';
import type { Operation } from '../catalog/types';
import { ledgerKeyOf } from '../client/keyed-options';
import { findJob, type JobsApi } from '../client/jobs';
import { FAILED_STATUSES } from '../ledger/keyed-run';
import type { IdempotencyLedger, LedgerEntry } from '../ledger/types';
import { validateRequest } from '../validation';

/** One item of a batch: the tool, its inputs (as for `client.run`) and its dedupe key, if any. */
export interface BatchItem {
  operation: string;
  params: Record<string, unknown>;
  key?: string | null;
}

export interface BatchEstimate {
  /** Estimated credits of the items still to create (unknown ones count 0). */
  total: number;
  /** Each item's estimate: 0 when its key is already done, null when unknown. */
  perItem: (number | null)[];
  /** Labels of the tools with an item whose cost is unknown, each once, in order of appearance. */
  unknownTools: string[];
  /** Items whose dedupe key already has a created project (they cost nothing). */
  satisfied: number;
}

/**
 * Sums the catalog's estimate of every item. An item whose key (`scope:key` in `ledger`) is
 * already `created` costs 0 and counts as satisfied (unless `jobs` says its project failed); a tool without a rule, or whose rule does
 * not apply to the inputs (or whose inputs are invalid), is unknown and named. Reads the ledger
 * only: creates, uploads and asks the service nothing.
 */
export async function estimateBatch(
  items: readonly BatchItem[],
  options: {
    ledger?: IdempotencyLedger;
    scope?: string;
    /** When given, a key's project that failed or was canceled is estimated (it will be re-created). */
    jobs?: Pick<JobsApi, 'get'>;
  } = {},
): Promise<BatchEstimate> {
  const perItem: (number | null)[] = [];
  const unknown = new Set<string>();
  let satisfied = 0;
  for (const item of items) {
    if (item.key && options.ledger) {
      const entry = await options.ledger.get(ledgerKeyOf(item.key, options.scope));
      if (
        entry?.state === 'created' &&
        entry.operation === item.operation &&
        (await stillGood(entry, options.jobs))
      ) {
        satisfied++;
        perItem.push(0);
        continue;
      }
    }
    const op = getOperation(item.operation);
    const estimate = await itemEstimate(item);
    if (estimate === null) unknown.add(op.label);
    perItem.push(estimate);
  }
  const total = perItem.reduce<number>((sum, n) => sum + (n ?? 0), 0);
  return { total, perItem, unknownTools: [...unknown], satisfied };
}

/** Whether a key's created project still stands (not failed or canceled); true when not asked. */
async function stillGood(entry: LedgerEntry, jobs: Pick<JobsApi, 'get'> | undefined) {
  if (!jobs || !entry.projectId) return true;
  const op = getOperation(entry.operation);
  const job = await findJob(jobs, op.kind, entry.projectId);
  return job !== undefined && !FAILED_STATUSES.includes(String(job.status));
}

/** The estimate of one item's create; file inputs stand in as placeholders. */
async function itemEstimate(item: BatchItem): Promise<number | null> {
  const op = getOperation(item.operation);
  if (!op.estimateCredits) return null;
  try {
    const normalized = normalizeRequest(op.key, item.params) as Record<string, unknown>;
    const placed = await mapAssetValues(op, normalized, async (value) =>
      typeof value === 'string' ? value : 'api-assets/estimate/placeholder.bin',
    );
    return estimateOf(op, validateRequest(op, placed));
  } catch {
    return null;
  }
}

/** The catalog's estimate for a validated body; null when the tool has no rule or it does not apply. */
export function estimateOf(op: Operation, body: Record<string, unknown>): number | null {
  try {
    const n = op.estimateCredits?.(body as never);
    return typeof n === 'number' && Number.isFinite(n) ? n : null;
  } catch {
    return null;
  }
}
