/**
 * The credit check of one step, before anything is created: the tool's
 * estimate (core's `estimateBatch` of this one item) against the account's
 * balance and the step's Max Credits Per Run, refused with core's
 * `BudgetExceededError` (estimate, balance and cap in its message). A dedupe
 * key whose project already stands costs nothing, so the check is skipped.
 * The reads it needs are short: the balance is best effort, never the reason
 * a step runs out of time.
 */
import {
  NotFoundError,
  checkBudget,
  estimateBatch,
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

/**
 * Throws `BudgetExceededError` when creating `params` with `op` would go over the balance or
 * cap. Its reads (the key's project, the balance) are single attempts of at most
 * `CHECK_READ_MS`, a quarter of the time left at most.
 */
export async function checkStepBudget(
  z: ZObject,
  bundle: Bundle,
  op: Operation,
  params: Record<string, unknown>,
  options: StepBudgetOptions,
): Promise<void> {
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
  const estimate = await estimateBatch(
    [{ operation: op.key, params, key: options.idempotencyKey ?? null }],
    { ledger: options.ledger, scope: options.idempotencyScope, jobs },
  );
  if (estimate.satisfied > 0 || estimate.total <= 0) return;
  const balance = await quick()
    .account.get()
    .then(
      (account) => account.credits,
      () => null,
    );
  // One step is not a batch: its message speaks of the run's credits, not of items.
  checkBudget({ estimate: estimate.total, balance, maxCredits: options.maxCredits });
}
