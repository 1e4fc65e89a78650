/**
 * The run's credit check (core's `checkRunBudget`) with this node's reads:
 * the run's ledger and client, the balance and tier best effort. Over budget, the
 * whole run is refused as a node error with core's message.
 */
import {
  checkRunBudget as checkInCore,
  type Client,
  type RunBudgetItem,
} from '@genservice/core/internal';
import { NodeOperationError, type INode } from 'n8n-workflow';
import { toNodeError } from '../../helpers/errors';
import type { RunLedger } from '../../ledger/for-run';
import type { KeyedRunOptions } from './keyed';

/** One item as the check sees it; `params` undefined when its fields could not be read. */
export type PlannedItem = RunBudgetItem & { key: string | null };

/** Each item's estimated credits (null when unknown); throws a `NodeOperationError` over budget. */
export async function checkRunBudget(
  node: INode,
  client: Client,
  operation: string,
  items: PlannedItem[],
  ledger: RunLedger | undefined,
  options: KeyedRunOptions & { concurrency: number },
): Promise<(number | null)[]> {
  try {
    const estimate = await checkInCore({
      operation,
      items,
      ...(ledger && { ledger: ledger.ledger, scope: ledger.scope, jobs: client.jobs }),
      readAccount: () => client.account.get(),
      maxCredits: options.maxCredits ?? null,
      concurrency: options.concurrency,
    });
    return estimate.perItem;
  } catch (err) {
    const error = toNodeError(node, err, 0);
    throw new NodeOperationError(node, error.message, {
      description: error.description ?? undefined,
    });
  }
}
