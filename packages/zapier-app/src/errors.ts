/**
 * Core errors to Zapier's: 401 means the connection must be fixed
 * (`ExpiredAuthError`), 429 asks Zapier to retry later (`ThrottledError` with
 * the service's Retry-After), and everything else the user can act on becomes a
 * `z.errors.Error` carrying the service's own message and code.
 */
import {
  ApiError,
  AuthenticationError,
  ConnectionError,
  GenServiceError,
  InsufficientCreditsError,
  JobCanceledError,
  JobFailedError,
  PermissionDeniedError,
  RateLimitError,
  ValidationError,
  WaitTimeoutError,
} from '@genservice/core';
import type { ZObject } from 'zapier-platform-core';

/** The Zapier error for a core error; errors the core did not raise are returned unchanged. */
export function toZapierError(z: ZObject, err: unknown): unknown {
  if (!(err instanceof GenServiceError)) return err;
  if (err instanceof AuthenticationError) {
    return new z.errors.ExpiredAuthError(
      `The API key was rejected (${err.message}). Reconnect your account with a valid key.`,
    );
  }
  if (err instanceof RateLimitError) {
    const ms = err.retryAfterMs;
    return new z.errors.ThrottledError(
      err.message,
      ms === undefined ? undefined : Math.ceil(ms / 1000),
    );
  }
  if (err instanceof InsufficientCreditsError) {
    return new z.errors.Error(
      `Not enough credits: ${err.message}`,
      'InsufficientCredits',
      err.status,
    );
  }
  if (err instanceof PermissionDeniedError) {
    return new z.errors.Error(
      `Not available on your plan: ${err.message}`,
      'PlanRequired',
      err.status,
    );
  }
  if (err instanceof ApiError) return new z.errors.Error(err.message, err.name, err.status);
  if (err instanceof ValidationError) return new z.errors.Error(err.message, 'InvalidInput', 400);
  if (err instanceof JobFailedError) return new z.errors.Error(err.message, err.code);
  if (err instanceof JobCanceledError) return new z.errors.Error(err.message, 'Canceled');
  if (err instanceof WaitTimeoutError) return new z.errors.Error(err.message, 'WaitTimeout');
  if (err instanceof ConnectionError) return new z.errors.Error(err.message, err.name);
  return new z.errors.Error(err.message, err.name);
}

/** Runs `work`, rethrowing core errors as Zapier errors. */
export async function mapErrors<T>(z: ZObject, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw toZapierError(z, err);
  }
}
