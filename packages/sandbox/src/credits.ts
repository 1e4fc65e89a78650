/**
 * Credit accounting per API key, like the service: the price is deducted when a job is created,
 * a create beyond the balance is refused with 402, a per-frame job is settled at completion at
 * its input's frame rate (pricing.md §8), and a job that errors (or is canceled) is refunded.
 */
import {
  CREATE_ESTIMATE_FPS,
  priceOf as tablePrice,
  type Operation,
} from '@genservice/core/internal';
import { HttpError } from './http';
import type { ProjectRow, Store } from './store';

/** Credits charged when the price table has no figure, by project kind (a stand-in, marked `flat`). */
const FLAT: Record<string, number> = { video: 100, image: 10, audio: 10, 'face-detection': 0 };

/** The frame rate of every input video in the sandbox: per-frame jobs settle at it. */
export const SANDBOX_VIDEO_FPS = 24;

/** What a create costs: charged now, settled at completion, and whether it is the flat stand-in. */
export interface SandboxPrice {
  /** Charged at create time (per-frame tools: estimated at 30 fps, as the service did). */
  credits: number;
  /** The charge once the job completes (the input's real frame rate). */
  final: number;
  /** True when the price table has no figure and the kind's flat charge stands in. */
  flat: boolean;
}

/**
 * The credits a create of `op` with the validated `body` costs for an account on `tier`, by core's
 * price table (a lower or upper bound's figure where the table gives a bound).
 */
export function priceOf(op: Operation, body: Record<string, unknown>, tier = 'free'): SandboxPrice {
  const at = (videoFps: number) => tablePrice(op, body, { tier, videoFps }).credits;
  const created = at(CREATE_ESTIMATE_FPS);
  if (created === null) {
    const flat = FLAT[op.kind] ?? 10;
    return { credits: flat, final: flat, flat: true };
  }
  const final = at(SANDBOX_VIDEO_FPS) ?? created;
  return { credits: Math.max(0, created), final: Math.max(0, final), flat: false };
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

/** Corrects a completed project's create-time charge to its final one (refunding or charging the difference). */
export function settle(store: Store, project: ProjectRow): void {
  const final = project.finalCredits;
  if (final === undefined || final === project.credits) return;
  store.addCredits(project.account, project.credits - final);
  project.credits = final;
}

/** Gives back what a project was charged and records that it now costs nothing. */
export function refund(store: Store, project: ProjectRow): void {
  if (project.credits > 0) store.addCredits(project.account, project.credits);
  project.credits = 0;
}
