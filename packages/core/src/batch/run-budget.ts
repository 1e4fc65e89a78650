/**
 * The credit check of a run, before anything is created: the catalog's estimate of every item
 * (an item its dedupe key already satisfies costs nothing; a key whose project failed is
 * estimated, since it will be created again) against the account's balance and Max Credits Per
 * Run. Hosts supply only their reads (the key's project, the balance and tier) and the run's items.
 */
import type { JobsApi } from '../client/jobs';
import type { IdempotencyLedger } from '../ledger/types';
import { inPool } from '../uploads/pool';
import { checkBounded, checkBudget } from './budget';
import { estimateBatch, type BatchEstimate } from './estimate';

/** One item of a run: its inputs (undefined when its fields could not be read) and dedupe key. */
export interface RunBudgetItem {
  params: Record<string, unknown> | undefined;
  key?: string | null;
}

/** What `checkRunBudget` checks a run against and reads with. */
export interface RunBudgetInput {
  /** The catalog operation's key. */
  operation: string;
  items: readonly RunBudgetItem[];
  /** Where dedupe keys are recorded, and the scope keeping this run's keys apart. */
  ledger?: IdempotencyLedger;
  scope?: string;
  /** Reads a key's earlier project (a failed one is estimated again). */
  jobs?: Pick<JobsApi, 'get'>;
  /**
   * The account's balance and tier in one read (`client.account.get()`), made once before the
   * items are estimated when there are any; a rejection counts as unknown. Wins over `readBalance`.
   */
  readAccount?: () => Promise<{ credits?: number | null; tier?: string | null }>;
  /** The account's credits; null (or a rejection) when unknown, then only the cap is checked. */
  readBalance?: () => Promise<number | null>;
  /** Max Credits Per Run; 0, null or undefined for no cap. */
  maxCredits?: number | null;
  /** Items estimated at once (a keyed one may read its earlier project); 1 when unset. */
  concurrency?: number;
  /** The account's tier, when known without `readAccount`; decides what `default` costs. */
  tier?: string | null;
}

/**
 * The run's estimate (each item's credits, null when unknown); throws `BudgetExceededError`
 * (estimate, balance and Max Credits Per Run in its message; items only for more than one) when
 * the run is over the balance or the cap, or when a cap is set and an item's cost cannot be
 * bounded from above. With `readBalance`, reads the balance only when something costs credits.
 */
export async function checkRunBudget(input: RunBudgetInput): Promise<BatchEstimate> {
  const { operation, items, ledger, scope, jobs } = input;
  const account =
    input.readAccount && items.length > 0 ? await input.readAccount().catch(() => null) : null;
  const tier = input.tier ?? account?.tier ?? undefined;
  const parts: BatchEstimate[] = new Array<BatchEstimate>(items.length);
  await inPool(items, input.concurrency ?? 1, new AbortController(), async (item, i) => {
    parts[i] = await estimateBatch(
      [{ operation, params: item.params ?? {}, key: item.key ?? null }],
      { tier, ...(item.key ? { ledger, scope, jobs } : {}) },
    );
  });
  const estimate = joinEstimates(parts);
  const maxCredits = input.maxCredits ?? null;
  checkBounded(estimate, maxCredits);
  if (estimate.total <= 0) return estimate;
  const balance = input.readAccount
    ? (account?.credits ?? null)
    : await (input.readBalance?.() ?? Promise.resolve(null)).catch(() => null);
  checkBudget({
    estimate: items.length === 1 ? estimate.total : estimate,
    balance,
    maxCredits,
  });
  return estimate;
}

/** One estimate of the items of `parts`, in order. */
/** The estimates of several items (in order) as one batch's: totals summed, tools named once. */
export function joinEstimates(parts: readonly BatchEstimate[]): BatchEstimate {
  return {
    total: parts.reduce((sum, p) => sum + p.total, 0),
    perItem: parts.flatMap((p) => p.perItem),
    bounds: parts.flatMap((p) => p.bounds),
    notes: parts.flatMap((p) => p.notes),
    unknownTools: [...new Set(parts.flatMap((p) => p.unknownTools))],
    unboundedTools: [...new Set(parts.flatMap((p) => p.unboundedTools))],
    satisfied: parts.reduce((sum, p) => sum + p.satisfied, 0),
  };
}
