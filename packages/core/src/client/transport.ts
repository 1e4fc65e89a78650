/**
 * JSON calls to the service through the injected runtime: auth header,
 * errors by status, retries that never double-charge, and deadlines that
 * requests in flight respect.
 *
 * Retry policy: idempotent calls (GET, DELETE, upload PUT) retry on
 * connection errors, timeouts, 408, 409, 429 and 5xx. A create (POST) retries
 * only when the failure certainly happened before the service created
 * anything: the connection was refused before a byte was sent, 429, or 502
 * (the service documents that a 502 before an id means no job was created).
 */
import { ApiError, ConnectionError, TimeoutError } from '../errors';
import { attemptTimeoutMs, deadlineError } from '../deadline';
import { toNetworkError, withRetries } from '../retry';
import { redactUrl } from '../redact';
import { MAY_EXIST } from '../schemas/answer';
import { parseBody, readBody, shouldRetry } from './responses';
import type { Runtime, RuntimeResponse } from '../runtime';

export interface TransportOptions {
  apiKey: string;
  /** Default `https://api.magichour.ai`. */
  baseUrl?: string;
  runtime: Runtime;
  /** Retries after the first attempt. Default 4. */
  maxRetries?: number;
  /** Per-request timeout, also for upload PUTs. Default 60 s. */
  timeoutMs?: number;
  /** Longest `Retry-After` honoured before giving up. Default 120 s. */
  maxRetryAfterMs?: number;
  userAgent?: string;
  /** Extra headers sent with every service call. */
  headers?: Record<string, string>;
}

export interface CallOptions {
  method: 'GET' | 'POST' | 'DELETE';
  /** Path starting with `/v1/`. */
  path: string;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Absolute time in ms on `runtime.now()`'s clock: each attempt's timeout is cut to the time
   * left, no retry starts whose backoff would end past it, and with no time left the call throws
   * `TimeoutError` without sending.
   */
  deadline?: number;
}

export { parseBody, shouldRetry } from './responses';

/** Default production base URL. */
export const DEFAULT_BASE_URL = 'https://api.magichour.ai';

export interface Transport {
  readonly baseUrl: string;
  readonly runtime: Runtime;
  /** The parsed JSON body (undefined for 204). Throws `ApiError` subclasses, `ConnectionError` or `TimeoutError`. */
  call<T = unknown>(options: CallOptions): Promise<T>;
  readonly maxRetries: number;
  /** Longest `Retry-After` honoured (the client's `maxRetryAfterMs`). */
  readonly maxRetryAfterMs: number;
  /** Per-request timeout in ms (the client's `timeoutMs`). */
  readonly timeoutMs: number;
}

/** A transport bound to one API key and base URL. */
export function createTransport(options: TransportOptions): Transport {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const { runtime } = options;
  const maxRetries = options.maxRetries ?? 4;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 120_000;
  const timeoutMs = options.timeoutMs ?? 60_000;

  async function call<T>({ method, path, body, signal, deadline }: CallOptions): Promise<T> {
    const url = `${baseUrl}${path}`;
    const label = `${method} ${redactUrl(path)}`;
    const isCreate = method === 'POST';
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: `Bearer ${options.apiKey}`,
      'user-agent': options.userAgent ?? 'genservice-core/0.1',
      ...options.headers,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const payload = body === undefined ? undefined : JSON.stringify(body);

    return withRetries<T>(
      async () => {
        const timeout = attemptTimeoutMs(timeoutMs, deadline, runtime.now());
        if (timeout <= 0) throw deadlineError(label, false);
        let response: RuntimeResponse;
        try {
          response = await runtime.request({
            method,
            url,
            headers,
            body: payload,
            signal,
            timeoutMs: timeout,
          });
        } catch (err) {
          if (signal?.aborted) throw signal.reason ?? err;
          if (err instanceof TimeoutError && timeout < timeoutMs)
            throw deadlineError(label, true, isCreate ? MAY_EXIST : undefined);
          const retry = err instanceof ConnectionError && (!isCreate || !err.requestSent);
          return { ok: false, retry, error: wrapConnection(err, label, isCreate) };
        }
        if (response.status < 300)
          return { ok: true, value: readBody(response, label, isCreate) as T };
        const error = ApiError.generate(
          response.status,
          parseBody(response.text),
          response.headers,
          label,
          [options.apiKey],
        );
        const retry = shouldRetry(
          method,
          response.status,
          response.headers,
          maxRetryAfterMs,
          runtime.now(),
        );
        return { ok: false, retry, error, headers: response.headers };
      },
      {
        maxRetries,
        maxRetryAfterMs,
        deadline,
        signal,
        random: runtime.random,
        now: () => runtime.now(),
        sleep: (ms, s) => runtime.sleep(ms, s),
      },
    );
  }

  return { baseUrl, runtime, call, maxRetries, maxRetryAfterMs, timeoutMs };
}

/** The error with the request named; a create whose outcome is unknown says so, since retrying could charge twice. */
function wrapConnection(err: unknown, label: string, isCreate: boolean): Error {
  const wrapped = toNetworkError(err);
  const unknownOutcome = isCreate && wrapped.requestSent ? ` ${MAY_EXIST}` : '';
  wrapped.message = `${label}: ${wrapped.message}${unknownOutcome}`;
  return wrapped;
}
