/**
 * The credit check of one step (core's `checkRunBudget`) with this app's
 * reads, which are short: a single attempt of at most `CHECK_READ_MS` (a
 * quarter of the time left at most), the balance and tier best effort, never the
 * reason a step runs out of time.
 */
import {
  NotFoundError,
  checkRunBudget,
  type IdempotencyLedger,
  type JobsApi,
  type Operation,
} from '@genservice/core/internal';
import type { Bundle, ZObject } from 'zapier-platform-core';
import { clientFor } from '../service';

/** Longest a read of the check may take (less when the step has less time left). */
const CHECK_READ_MS = 3_000;

export interface StepBudgetOptions {
  idempotencyKey?: string;
  idempotencyScope?: string;
  ledger?: IdempotencyLedger;
  /** Max Credits Per Run; undefined for no cap. */
  maxCredits?: number;
  /** The step's deadline (ms epoch). */
  deadline: number;
}

/** What the check found: the step's estimated credits (null when unknown) and the account's tier, when read. */
export interface StepBudget {
  estimate: number | null;
  tier?: string;
}

/**
 * Throws `BudgetExceededError` when creating `params` with `op` would go over the balance or
 * cap; returns the step's estimate and the tier it read (the create holds the body to its plan).
 */
export async function checkStepBudget(
  z: ZObject,
  bundle: Bundle,
  op: Operation,
  params: Record<string, unknown>,
  options: StepBudgetOptions,
): Promise<StepBudget> {
  const quick = () => {
    const left = options.deadline - Date.now();
    const until = Date.now() + Math.min(CHECK_READ_MS, Math.max(0, left / 4));
    return clientFor(z, bundle, until, { maxRetries: 0 });
  };
  const jobs: Pick<JobsApi, 'get'> = {
    // A project the check cannot read in time counts as standing: the keyed run reads it again.
    get: (kind, id) =>
      quick()
        .jobs.get(kind, id)
        .catch((err: unknown) => {
          if (err instanceof NotFoundError) throw err;
          return { id, status: 'unknown' } as never;
        }),
  };
  let tier: string | undefined;
  const estimate = await checkRunBudget({
    operation: op.key,
    items: [{ params, key: options.idempotencyKey ?? null }],
    ledger: options.ledger,
    scope: options.idempotencyScope,
    jobs,
    readAccount: async () => {
      const account = await quick().account.get();
      tier = account.tier ?? undefined;
      return account;
    },
    maxCredits: options.maxCredits,
  });
  return { estimate: estimate.perItem[0] ?? null, tier };
}
