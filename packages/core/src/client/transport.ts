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
import { ApiError } from '../errors';
import { redactUrl } from '../redact';
import { bearerJsonHeaders, callJson } from './json-call';
import { CREATE_NOT_STARTED, readBody } from './responses';
import type { Runtime } from '../runtime';

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

export { parseBody } from './responses';

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
    const label = `${method} ${redactUrl(path)}`;
    const isCreate = method === 'POST';
    const answer = await callJson({
      runtime,
      method,
      url: `${baseUrl}${path}`,
      headers: bearerJsonHeaders(
        options.apiKey,
        options.userAgent ?? 'genservice-core/0.1',
        options.headers,
      ),
      body,
      signal,
      label,
      timeoutMs,
      maxRetries,
      maxRetryAfterMs,
      deadline,
      alsoRetryPostOn: CREATE_NOT_STARTED,
      readOk: (response) => readBody(response, label, isCreate),
      statusError: (status, json, headers) =>
        ApiError.generate(status, json, headers, label, [options.apiKey]),
      networkMessage: (message) => `${label}: ${message}`,
    });
    return answer.body as T;
  }

  return { baseUrl, runtime, call, maxRetries, maxRetryAfterMs, timeoutMs };
}
