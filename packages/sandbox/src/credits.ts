/**
 * Credit accounting per API key, like the service: the estimate is deducted
 * when a job is created, a create beyond the balance is refused with 402, and
 * a job that errors (or is canceled) is refunded in full.
 */
import type { Operation } from '@genservice/core/internal';
import { HttpError } from './http';
import type { ProjectRow, Store } from './store';

/** Credits charged when the catalog has no rule for a request, by project kind. */
const FLAT: Record<string, number> = { video: 100, image: 10, audio: 10, 'face-detection': 0 };

/** The credits a create of `op` with the validated `body` costs. */
export function priceOf(op: Operation, body: Record<string, unknown>): number {
  let estimate: number | undefined;
  try {
    estimate = op.estimateCredits?.(body);
  } catch {
    estimate = undefined;
  }
  return estimate !== undefined && Number.isFinite(estimate)
    ? Math.max(0, Math.ceil(estimate))
    : (FLAT[op.kind] ?? 10);
}

/**
 * Runs `create` after deducting `price` from `account`, atomically; throws 402
 * (and creates nothing) when the balance is too low.
 */
export function charge<T>(store: Store, account: string, price: number, create: () => T): T {
  return store.transaction(() => {
    const balance = store.credits(account);
    if (price > balance) {
      throw new HttpError(
        402,
        `Insufficient credits: this request needs ${price} credits and the account has ${balance}`,
      );
    }
    store.addCredits(account, -price);
    return create();
  });
}

/** Gives back what a project was charged and records that it now costs nothing. */
export function refund(store: Store, project: ProjectRow): void {
  if (project.credits > 0) store.addCredits(project.account, project.credits);
  project.credits = 0;
}
