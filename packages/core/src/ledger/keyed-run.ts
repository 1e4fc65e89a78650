/**
 * A create under a dedupe key: the ledger decides whether to create, reuse the key's project,
 * wait for the run creating it, or refuse. The key is recorded pending before the create is
 * sent; an answer settles it, a create that surely did not happen releases it, and any other
 * failure settles it `unknown`, so no later run creates it again unless told to.
 */
import { ApiError, ConnectionError, GenServiceError, ValidationError } from '../errors';
import { IdempotencyConflictError, MaybeCreatedError } from '../errors/keyed';
import type { IdempotencyLedger, LedgerEntry } from './types';

/** A `pending` entry younger than this is another run creating it now: wait for it. */
export const PENDING_FRESH_MS = 60_000;

/** Final statuses without a result (nothing charged): a key whose project ended so is created again. */
export const FAILED_STATUSES: readonly string[] = ['error', 'canceled'];

export interface KeyedRunInput<B, C extends { id: string }, J extends { status?: unknown }> {
  ledger: IdempotencyLedger;
  /** The key as the user gave it (messages show this one). */
  key: string;
  /** The key the ledger stores (`scope:key`). */
  ledgerKey: string;
  operation: string;
  fingerprint: string;
  windowMs: number;
  recreateUnconfirmed?: boolean;
  deadline?: number;
  signal?: AbortSignal;
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /** Everything before the create (uploads); a failure here means nothing was created. */
  upload(): Promise<B>;
  /** Sends the create. */
  send(body: B): Promise<C>;
  /** The key's earlier project as the service reports it now; undefined when it no longer exists. */
  lookup(projectId: string): Promise<J | undefined>;
}

export type KeyedRunResult<C, J> =
  { reused: false; created: C; entry: LedgerEntry } | { reused: true; job: J; entry: LedgerEntry };

/**
 * Runs one keyed create. Reuses a queued, rendering or complete project (`reused: true`),
 * creates anew when the key's project failed or was canceled (one racing run wins, the others
 * follow it), throws `IdempotencyConflictError` for another tool or other inputs, and
 * `MaybeCreatedError` when an earlier create's outcome is unknown (unless `recreateUnconfirmed`).
 * A ledger that fails to record an outcome leaves the key pending: later runs report it as
 * `MaybeCreatedError`, never create twice.
 */
export async function keyedRun<B, C extends { id: string }, J extends { status?: unknown }>(
  input: KeyedRunInput<B, C, J>,
): Promise<KeyedRunResult<C, J>> {
  const { ledger, ledgerKey, fingerprint, operation } = input;
  let entry: LedgerEntry | undefined;
  for (let round = 0; round < 10; round++) {
    if (!entry) {
      const claim = await ledger.claim({
        key: ledgerKey,
        fingerprint,
        operation,
        windowMs: input.windowMs,
      });
      if (claim.claimed) return createUnder(input, claim.entry);
      entry = claim.entry;
    }
    if (entry.fingerprint !== fingerprint || entry.operation !== operation)
      throw new IdempotencyConflictError(input.key, entry.sentAt, entry.operation, operation);
    if (entry.state === 'created' && entry.projectId) {
      const job = await input.lookup(entry.projectId);
      if (job && !FAILED_STATUSES.includes(String(job.status))) return { reused: true, job, entry };
    } else if (entry.state === 'pending' && input.now() - entry.sentAt < PENDING_FRESH_MS) {
      entry = await untilSettled(input, entry);
      continue;
    } else if (!input.recreateUnconfirmed) {
      throw new MaybeCreatedError(input.key, entry.sentAt);
    }
    const next = await ledger.retake(ledgerKey, entry.attempt);
    if (next) return createUnder(input, next);
    entry = await ledger.get(ledgerKey);
  }
  throw new GenServiceError(
    `Dedupe key "${input.key}" kept changing while this run read it (other runs are using it); try again`,
  );
}

/** The entry once another run's pending attempt changed, or when it is no longer fresh. */
async function untilSettled<B, C extends { id: string }, J extends { status?: unknown }>(
  input: KeyedRunInput<B, C, J>,
  pending: LedgerEntry,
): Promise<LedgerEntry | undefined> {
  const until = Math.min(
    pending.sentAt + PENDING_FRESH_MS,
    input.now() + PENDING_FRESH_MS,
    input.deadline ?? Infinity,
  );
  for (let delay = 100; ; delay = Math.min(delay * 2, 2_000)) {
    const left = until - input.now();
    if (left <= 0) {
      if (input.deadline !== undefined && input.now() >= input.deadline)
        throw new MaybeCreatedError(input.key, pending.sentAt);
      return pending;
    }
    await input.sleep(Math.min(delay, left), input.signal);
    const now = await input.ledger.get(input.ledgerKey);
    if (!now || now.attempt !== pending.attempt || now.state !== 'pending') return now;
  }
}

async function createUnder<B, C extends { id: string }, J extends { status?: unknown }>(
  input: KeyedRunInput<B, C, J>,
  entry: LedgerEntry,
): Promise<KeyedRunResult<C, J>> {
  const { ledger, ledgerKey } = input;
  let body: B;
  try {
    body = await input.upload();
  } catch (err) {
    await ledger.release(ledgerKey, entry.attempt).catch(() => undefined);
    throw err;
  }
  let created: C;
  try {
    created = await input.send(body);
  } catch (err) {
    if (surelyNotCreated(err)) {
      await ledger.release(ledgerKey, entry.attempt).catch(() => undefined);
      throw err;
    }
    await ledger.settle(ledgerKey, entry.attempt, { state: 'unknown' }).catch(() => undefined);
    throw withDedupeKey(err, input.key);
  }
  await ledger
    .settle(ledgerKey, entry.attempt, { state: 'created', projectId: created.id })
    .catch(() => undefined);
  return { reused: false, created, entry };
}

/**
 * True when a create's failure proves the service created nothing: invalid input, a 4xx
 * refusal (not 408), the documented 502 before an id, or a connection that sent no byte.
 */
export function surelyNotCreated(err: unknown): boolean {
  if (err instanceof ValidationError) return true;
  if (err instanceof ApiError)
    return (err.status >= 400 && err.status < 500 && err.status !== 408) || err.status === 502;
  return err instanceof ConnectionError && !err.requestSent;
}

/** The error with `dedupeKey` set and its message saying a re-run will not create the job again. */
function withDedupeKey(err: unknown, key: string): unknown {
  if (!(err instanceof GenServiceError)) return err;
  Object.assign(err, { dedupeKey: key });
  err.message = `${err.message} (dedupe key "${key}": a re-run will not create it again unless Recreate Unconfirmed is on)`;
  return err;
}
