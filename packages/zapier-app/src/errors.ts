/**
 * Core errors to Zapier's, each message followed by the core's fix hint: 401
 * means the connection must be fixed (`ExpiredAuthError`), 429 asks Zapier to
 * retry later (`ThrottledError` with the service's Retry-After), relay
 * failures name the relay (a key it refuses also means fixing the connection), a step over its credit budget halts (nothing was
 * created; Zapier does not retry or count it against the Zap), a dedupe key
 * reused for other inputs or whose earlier create went unanswered is a plain
 * error (never retried), and everything else becomes a `z.errors.Error`
 * carrying the service's own message and code.
 */
import {
  ApiError,
  AuthenticationError,
  BudgetExceededError,
  ConnectionError,
  GenServiceError,
  IdempotencyConflictError,
  InsufficientCreditsError,
  JobCanceledError,
  JobFailedError,
  MaybeCreatedError,
  PermissionDeniedError,
  RateLimitError,
  RelayError,
  TimeoutError,
  ValidationError,
  WaitTimeoutError,
  withHint,
} from '@genservice/core/internal';
import type { Bundle, ZObject } from 'zapier-platform-core';

/** What to do about a step over its budget (core's hint speaks of batches of items). */
const BUDGET_HINT =
  'Raise Max Credits Per Run, or buy credits at https://magichour.ai/pricing, then replay the Zap run.';

/** What to do when the relay does not accept the connection's key (the core's hint names relay tokens). */
const RELAY_KEY_HINT =
  "The webhook relay checks this connection's API key with Magic Hour: reconnect the account with a valid API key.";

/** A Zapier user sets no URL: an unreachable host is the service's or the relay's to fix, not the connection's. */
function unreachableHint(err: GenServiceError): string | undefined {
  if (!(err instanceof ConnectionError) || err instanceof TimeoutError) return undefined;
  const who = err.message.startsWith('Relay ') ? 'The webhook relay' : 'Magic Hour';
  return `${who} could not be reached. Try again in a few minutes.`;
}

/** The Zapier error for a core error; errors the core did not raise are returned unchanged. */
export function toZapierError(z: ZObject, err: unknown): unknown {
  if (!(err instanceof GenServiceError)) return err;
  const message = withHint(err.message, unreachableHint(err) ?? err.hint);
  if (err instanceof RelayError) {
    if (err.status === 401)
      return new z.errors.ExpiredAuthError(withHint(err.message, RELAY_KEY_HINT));
    if (err.status === 403) return new z.errors.Error(err.message, 'RelayRefused', 403);
    return new z.errors.Error(message, 'RelayError', err.status);
  }
  if (err instanceof AuthenticationError) return new z.errors.ExpiredAuthError(message);
  if (err instanceof RateLimitError) {
    const ms = err.retryAfterMs;
    return new z.errors.ThrottledError(
      message,
      ms === undefined ? undefined : Math.ceil(ms / 1000),
    );
  }
  if (err instanceof BudgetExceededError)
    return new z.errors.HaltedError(`${err.message} ${BUDGET_HINT}`);
  if (err instanceof IdempotencyConflictError)
    return new z.errors.Error(message, 'DedupeKeyConflict', 409);
  if (err instanceof MaybeCreatedError) return new z.errors.Error(message, 'MaybeCreated', 409);
  if (err instanceof InsufficientCreditsError)
    return new z.errors.Error(`Not enough credits: ${message}`, 'InsufficientCredits', err.status);
  if (err instanceof PermissionDeniedError)
    return new z.errors.Error(`Not available on your plan: ${message}`, 'PlanRequired', err.status);
  if (err instanceof ApiError) return new z.errors.Error(message, err.name, err.status);
  if (err instanceof ValidationError) return new z.errors.Error(message, 'InvalidInput', 400);
  if (err instanceof JobFailedError) return new z.errors.Error(message, err.code);
  if (err instanceof JobCanceledError) return new z.errors.Error(message, 'Canceled');
  if (err instanceof WaitTimeoutError) return new z.errors.Error(message, 'WaitTimeout');
  return new z.errors.Error(message, err.name);
}

/** Runs `work`, rethrowing core errors as Zapier errors. */
export async function mapErrors<T>(z: ZObject, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw toZapierError(z, err);
  }
}

/** `perform` as Zapier calls it, with core errors rethrown as Zapier errors (see `mapErrors`). */
export function withZapierErrors<T>(perform: (z: ZObject, bundle: Bundle) => Promise<T>) {
  return (z: ZObject, bundle: Bundle): Promise<T> => mapErrors(z, () => perform(z, bundle));
}
