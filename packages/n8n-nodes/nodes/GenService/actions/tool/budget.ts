/**
 * The credit budget of a run, checked before anything is created: the
 * catalog's estimate summed over every item (items their Dedupe Key already
 * satisfies cost nothing), against the account's balance and Max Credits per
 * Run. Over either, the whole run is refused with the figures.
 */
import { checkBudget, estimateBatch, type Client, type Operation } from '@genservice/core';
import { NodeOperationError, type INode } from 'n8n-workflow';
import { toNodeError } from '../../helpers/errors';
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
 * something costs credits.
 */
export async function checkRunBudget(
  node: INode,
  client: Client,
  op: Operation,
  items: PlannedItem[],
  ledger: RunLedger | undefined,
  options: KeyedRunOptions,
  signal?: AbortSignal,
): Promise<(number | null)[]> {
  const estimate = await estimateBatch(
    items.map((item) => ({
      operation: op.key,
      params: item.params ?? {},
      ...(item.key ? { key: item.key } : {}),
    })),
    ledger ? { ledger: ledger.ledger, scope: ledger.scope, jobs: client.jobs } : {},
  );
  if (estimate.total <= 0) return estimate.perItem;
  try {
    const balance = (await client.account.get({ signal })).credits;
    checkBudget({ estimate, balance, maxCredits: options.maxCredits ?? null });
  } catch (err) {
    const error = toNodeError(node, err, 0);
    throw new NodeOperationError(node, error.message, {
      description: error.description ?? undefined,
    });
  }
  return estimate.perItem;
}
