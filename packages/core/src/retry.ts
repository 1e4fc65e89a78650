/**
 * The one retry vocabulary of the core and its hosts: the backoff formula,
 * Retry-After parsing, which HTTP statuses are worth another attempt, the
 * network error codes that prove nothing was sent,
 * the mapping of host network failures onto `ConnectionError` /
 * `TimeoutError`, and a sleep that stops when its signal aborts.
 */
import { fitsBefore } from './deadline';
import { ConnectionError, GenServiceError, TimeoutError } from './errors/base';

export interface BackoffOptions {
  /** Delay before the first retry, before jitter. Default 500 ms. */
  baseMs?: number;
  /** Largest delay before jitter. Default 8 s. */
  capMs?: number;
  /** A number in [0, 1); default `Math.random`. */
  random?: () => number;
}

/**
 * Delay before retry `attempt` (0-based): `min(baseMs·2^attempt, capMs)` with
 * ±25 % jitter, rounded to whole milliseconds. Always ≥ 0.75·base for that attempt.
 */
export function backoffMs(attempt: number, options: BackoffOptions = {}): number {
  const { baseMs = 500, capMs = 8_000, random = Math.random } = options;
  const exact = Math.min(baseMs * 2 ** Math.max(0, attempt), capMs);
  return Math.round(exact * (0.75 + random() * 0.5));
}

/** Milliseconds from a `Retry-After` value (seconds or HTTP date), or undefined when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Milliseconds the response's `Retry-After` header asks for (header names in lower case), or undefined. */
export function retryAfterMs(
  headers: Readonly<Record<string, string>> | undefined,
  now: number,
): number | undefined {
  return parseRetryAfter(headers?.['retry-after'], now);
}

/**
 * Delay before retry `attempt` (0-based): the `Retry-After` the response asked for (capped at
 * `maxRetryAfterMs`), never less than the first backoff step, so `Retry-After: 0` or a tiny value
 * still spaces retries; without a `Retry-After`, `backoffMs(attempt)`.
 */
export function retryDelayMs(
  attempt: number,
  headers: Readonly<Record<string, string>> | undefined,
  options: { now: number; maxRetryAfterMs?: number } & BackoffOptions,
): number {
  const { now, maxRetryAfterMs = Infinity, ...backoff } = options;
  const asked = retryAfterMs(headers, now);
  if (asked === undefined) return backoffMs(attempt, backoff);
  return Math.max(Math.min(asked, maxRetryAfterMs), backoffMs(0, backoff));
}

/**
 * Whether a response with `status` is worth another attempt of a `method` request. Idempotent
 * methods (GET, PUT, DELETE…) retry 408, 409, 429 and 5xx. A POST may have created something, so it
 * retries only 429 (refused before any work) and the statuses in `alsoForPost` that its server
 * documents as "nothing was created".
 */
export function isRetryableStatus(
  method: string,
  status: number,
  options: { alsoForPost?: readonly number[] } = {},
): boolean {
  if (method.toUpperCase() === 'POST')
    return status === 429 || (options.alsoForPost?.includes(status) ?? false);
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/** Codes of failures before a connection existed (refused, unresolvable, unreachable): no byte reached the server. */
export const NOT_SENT_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_NONAME',
  'EAI_FAIL',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** Codes and error types of timeouts from node:http, undici, axios and node-fetch. */
const TIMEOUT_CODES: ReadonlySet<string> = new Set([
  'ETIMEDOUT',
  'ESOCKETTIMEDOUT',
  'ECONNABORTED',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'request-timeout',
]);

/**
 * A host's network failure as the core's error: `TimeoutError` for timeouts
 * (naming `timeoutMs` when given), a `ConnectionError` unchanged, anything else
 * as `ConnectionError` whose `requestSent` is false only for `NOT_SENT_CODES`.
 * Callers check their abort signal first: an abort is not a network error.
 */
export function toNetworkError(
  err: unknown,
  options: { timeoutMs?: number } = {},
): ConnectionError {
  if (err instanceof ConnectionError) return err;
  const code = codeOf(err);
  const name = (err as { name?: unknown } | null)?.name;
  if ((code && TIMEOUT_CODES.has(code)) || name === 'TimeoutError') {
    return new TimeoutError(
      options.timeoutMs ? `Request timed out after ${options.timeoutMs} ms` : undefined,
    );
  }
  return new ConnectionError(describe(err, code), !(code && NOT_SENT_CODES.has(code)), {
    cause: err,
  });
}

/**
 * The error a runtime rejects with when its request fails: the caller's abort
 * reason when `signal` aborted, core errors unchanged, anything else as
 * `toNetworkError` classifies it (a timeout names `timeoutMs`).
 */
export function toRuntimeError(
  err: unknown,
  request: { signal?: AbortSignal; timeoutMs?: number } = {},
): unknown {
  if (request.signal?.aborted) return request.signal.reason ?? err;
  if (err instanceof GenServiceError) return err;
  return toNetworkError(err, { timeoutMs: request.timeoutMs });
}

/**
 * `sleep(ms)` that rejects with `signal.reason` as soon as the signal aborts
 * (immediately when it already has), for hosts whose own sleep cannot be cancelled.
 */
export async function abortableSleep(
  sleep: (ms: number) => Promise<void>,
  ms: number,
  signal?: AbortSignal,
): Promise<void> {
  if (!signal) return sleep(ms);
  signal.throwIfAborted();
  let onAbort: () => void = () => undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    await Promise.race([sleep(ms), aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

/** How one attempt ended: with a value, or with a failure that is retried only when `retry` is true. */
export type AttemptResult<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      error: Error;
      retry: boolean;
      /** The response's headers (lower-case names), read for `Retry-After`. */
      headers?: Readonly<Record<string, string>>;
      /** Try again at once without spending a retry (e.g. a refreshed download link). */
      immediately?: boolean;
    };

export interface RetryPolicy {
  /** Retries after the first attempt. */
  maxRetries: number;
  now: () => number;
  /** Waits `ms`; need not be cancellable (the runner stops the wait when `signal` aborts). */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  /** Longest `Retry-After` honoured (longer asks are capped). Default unlimited. */
  maxRetryAfterMs?: number;
  /** Absolute time on `now()`'s clock: no retry starts whose wait would end past it. */
  deadline?: number;
  signal?: AbortSignal;
  /** Called before a retry's wait with the failure; throwing stops retrying (e.g. a source that cannot be re-read). */
  beforeRetry?: (error: Error) => void;
}

/**
 * Runs `attempt(n)` (n counts from 0) until it succeeds, its failure is not retryable, the retries
 * are spent or the next wait would pass the deadline; then throws the last failure. Waits
 * `retryDelayMs` (backoff with jitter, or the `Retry-After` asked for) between attempts, and stops
 * at once with the abort reason when `signal` aborts. Errors `attempt` throws propagate unchanged.
 */
export async function withRetries<T>(
  attempt: (n: number) => Promise<AttemptResult<T>>,
  policy: RetryPolicy,
): Promise<T> {
  const { maxRetries, now, signal, deadline } = policy;
  for (let n = 0, spent = 0; ; n++) {
    const result = await attempt(n);
    if (result.ok) return result.value;
    if (result.immediately && result.retry) continue;
    if (!result.retry || spent >= maxRetries) throw result.error;
    policy.beforeRetry?.(result.error);
    const delay = retryDelayMs(spent, result.headers, {
      now: now(),
      maxRetryAfterMs: policy.maxRetryAfterMs,
      random: policy.random,
    });
    if (!fitsBefore(delay, deadline, now())) throw result.error;
    spent++;
    await abortableSleep((ms) => policy.sleep(ms, signal), delay, signal);
  }
}

/** The first `code` (or node-fetch `type`) on the error, its causes or an AggregateError's members. */
function codeOf(err: unknown, depth = 0): string | undefined {
  for (let e = err; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, type, errors } = e as { code?: unknown; type?: unknown; errors?: unknown };
    if (typeof code === 'string' && code) return code;
    if (type === 'request-timeout') return type;
    if (Array.isArray(errors)) {
      const found = errors.map((inner) => codeOf(inner, depth + 1)).find(Boolean);
      if (found) return found;
    }
  }
  return undefined;
}

/** The error's message with its cause's message and code appended when they add something. */
function describe(err: unknown, code: string | undefined): string {
  const base = err instanceof Error ? err.message : String(err);
  const cause = (err as { cause?: unknown } | null)?.cause;
  const detail =
    cause instanceof Error && cause.message && cause.message !== base ? `: ${cause.message}` : '';
  const withCode = code && !base.includes(code) && !detail.includes(code) ? ` (${code})` : '';
  return `${base || 'network error'}${detail}${withCode}`;
}
