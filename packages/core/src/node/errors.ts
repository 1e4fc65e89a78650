/**
 * Maps node:http and ky (fetch) failures onto the core's `ConnectionError` and
 * `TimeoutError` with the shared classification of `retry.ts`.
 */
import { GenServiceError } from '../errors';
import { toNetworkError } from '../retry';

/**
 * The error a runtime rejects with: the signal's reason when the caller
 * aborted, core errors unchanged, timeouts as `TimeoutError`, anything else as
 * `ConnectionError` (`requestSent: false` only for `NOT_SENT_CODES`).
 */
export function toRuntimeError(err: unknown, signal?: AbortSignal): unknown {
  if (signal?.aborted) return signal.reason ?? err;
  if (err instanceof GenServiceError) return err;
  return toNetworkError(err);
}
