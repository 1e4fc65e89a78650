/** Options of a keyed create, and the facts every run and create result carries. */
import { ValidationError } from '../errors';
import type { IdempotencyLedger } from '../ledger/types';
import { MAX_KEY_LENGTH } from '../ledger/types';

/** How long a dedupe key is remembered by default: 30 days. */
export const DEFAULT_KEY_WINDOW_MS = 30 * 86_400_000;

export interface KeyedOptions {
  /**
   * Dedupe key: within the window, a run with this key reuses the key's queued, rendering or
   * complete project instead of creating one, and creates anew only when it failed or was canceled.
   */
  idempotencyKey?: string;
  /** Prefix that keeps keys of different workflows apart (the ledger stores `scope:key`). */
  idempotencyScope?: string;
  /** Where keys are remembered; default the client's `ledger`, else its own memory ledger. */
  ledger?: IdempotencyLedger;
  /** How long a key is remembered after its last change, in ms. Default 30 days. */
  keyWindowMs?: number;
  /** Creates even when an earlier create for the key may have succeeded ("Recreate Unconfirmed"). */
  recreateUnconfirmed?: boolean;
}

/** What a run or create result says about how it came to be (also read by `jobOutput`). */
export interface RunFacts {
  /** The dedupe key as given; null when the run had none. */
  dedupeKey: string | null;
  /** True when the project came from the ledger and nothing was created. */
  reused: boolean;
  /** The price table's estimate of the credits this create costs (a bound's figure); null when unknown. */
  creditsEstimated: number | null;
}

/** The key the ledger stores for `key` in `scope`. Throws `ValidationError` when it is empty or too long. */
export function ledgerKeyOf(key: string, scope?: string): string {
  const full = scope ? `${scope}:${key}` : key;
  if (key.length === 0 || full.length > MAX_KEY_LENGTH)
    throw new ValidationError([
      {
        field: 'dedupe key',
        message: `Invalid value for Dedupe Key: use 1 to ${MAX_KEY_LENGTH} characters${scope ? ' (with its scope)' : ''}, got ${key.length === 0 ? 0 : full.length}`,
      },
    ]);
  return full;
}
