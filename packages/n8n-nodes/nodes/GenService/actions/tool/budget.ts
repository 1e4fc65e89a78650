/**
 * The credit budget of a run, checked before anything is created: the
 * catalog's estimate summed over every item (items their Dedupe Key already
 * satisfies cost nothing; a key whose project failed is estimated, since it
 * will be created again), against the account's balance and Max Credits Per
 * Run. Over either, the whole run is refused with the figures.
 */
import {
  checkBudget,
  estimateBatch,
  type BatchEstimate,
  type Client,
  type Operation,
} from '@genservice/core/internal';
import { NodeOperationError, type INode } from 'n8n-workflow';
import { toNodeError } from '../../helpers/errors';
import { limit } from '../../helpers/limit';
import type { RunLedger } from '../../ledger/for-run';
import type { KeyedRunOptions } from './keyed';

/** One item as the estimate sees it; `params` undefined when its fields could not be read. */
export interface PlannedItem {
  params: Record<string, unknown> | undefined;
  key: string | null;
}

/**
 * Each item's estimated credits (null when unknown); throws a `NodeOperationError` saying the
 * estimate, the balance and the cap when the run is over budget. Reads the balance only when
 * something costs credits; when it cannot be read, only the cap is checked (the service still
 * refuses a create it cannot charge). Items are estimated `concurrency` at a time (a keyed one may read its
 * earlier project).
 */
export async function checkRunBudget(
  node: INode,
  client: Client,
  op: Operation,
  items: PlannedItem[],
  ledger: RunLedger | undefined,
  options: KeyedRunOptions & { concurrency: number },
): Promise<(number | null)[]> {
  const byKey = ledger ? { ledger: ledger.ledger, scope: ledger.scope, jobs: client.jobs } : {};
  const slots = limit(options.concurrency);
  let estimate: BatchEstimate;
  try {
    const parts = await Promise.all(
      items.map((item) =>
        slots(() =>
          estimateBatch(
            [{ operation: op.key, params: item.params ?? {}, key: item.key }],
            item.key ? byKey : {},
          ),
        ),
      ),
    );
    estimate = joinEstimates(parts);
    if (estimate.total <= 0) return estimate.perItem;
    const balance = await client.account.get().then(
      (account) => account.credits,
      () => null,
    );
    checkBudget({ estimate, balance, maxCredits: options.maxCredits ?? null });
  } catch (err) {
    const error = toNodeError(node, err, 0);
    throw new NodeOperationError(node, error.message, {
      description: error.description ?? undefined,
    });
  }
  return estimate.perItem;
}

/** One estimate of the items of `parts`, in order. */
function joinEstimates(parts: BatchEstimate[]): BatchEstimate {
  return {
    total: parts.reduce((sum, p) => sum + p.total, 0),
    perItem: parts.flatMap((p) => p.perItem),
    unknownTools: [...new Set(parts.flatMap((p) => p.unknownTools))],
    satisfied: parts.reduce((sum, p) => sum + p.satisfied, 0),
  };
}
