/**
 * JSON calls to the service through the injected runtime: auth header,
 * errors by status, and retries that never double-charge.
 *
 * Retry policy: idempotent calls (GET, DELETE, upload PUT) retry on
 * connection errors, timeouts, 408, 409, 429 and 5xx. A create (POST) retries
 * only when the failure certainly happened before the service created
 * anything: the connection was refused before a byte was sent, 429, or 502
 * (the service documents that a 502 before an id means no job was created).
 */
import { ApiError, ConnectionError } from '../errors';
import { backoffMs as backoff, isRetryableStatus, retryAfterMs, toNetworkError } from '../retry';
import { redactUrl } from '../redact';
import { MAY_EXIST } from '../schemas/answer';
import type { Runtime, RuntimeResponse } from '../runtime';

export interface TransportOptions {
  apiKey: string;
  /** Default `https://api.magichour.ai`. */
  baseUrl?: string;
  runtime: Runtime;
  /** Retries after the first attempt. Default 4. */
  maxRetries?: number;
  /** Per-request timeout. Default 60 s. */
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
}

/** Default production base URL. */
export const DEFAULT_BASE_URL = 'https://api.magichour.ai';

export interface Transport {
  readonly baseUrl: string;
  readonly runtime: Runtime;
  /** The parsed JSON body (undefined for 204). Throws `ApiError` subclasses, `ConnectionError` or `TimeoutError`. */
  call<T = unknown>(options: CallOptions): Promise<T>;
  /** Delay before retry `attempt` (0-based), honouring `Retry-After` from `headers`. */
  backoffMs(attempt: number, headers?: Record<string, string>): number;
  readonly maxRetries: number;
}

/** A transport bound to one API key and base URL. */
export function createTransport(options: TransportOptions): Transport {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const { runtime } = options;
  const maxRetries = options.maxRetries ?? 4;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 120_000;
  const random = runtime.random ?? Math.random;

  function backoffMs(attempt: number, headers: Record<string, string> = {}): number {
    const asked = retryAfterMs(headers, runtime.now());
    return asked !== undefined ? Math.min(asked, maxRetryAfterMs) : backoff(attempt, { random });
  }

  async function call<T>({ method, path, body, signal }: CallOptions): Promise<T> {
    const url = `${baseUrl}${path}`;
    const label = `${method} ${redactUrl(path)}`;
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: `Bearer ${options.apiKey}`,
      'user-agent': options.userAgent ?? 'genservice-core/0.1',
      ...options.headers,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const payload = body === undefined ? undefined : JSON.stringify(body);

    for (let attempt = 0; ; attempt++) {
      let response: RuntimeResponse;
      try {
        response = await runtime.request({
          method,
          url,
          headers,
          body: payload,
          signal,
          timeoutMs: options.timeoutMs ?? 60_000,
        });
      } catch (err) {
        if (signal?.aborted) throw signal.reason ?? err;
        const retryable = err instanceof ConnectionError && (method !== 'POST' || !err.requestSent);
        if (!retryable || attempt >= maxRetries)
          throw wrapConnection(err, label, method === 'POST');
        await runtime.sleep(backoffMs(attempt), signal);
        continue;
      }
      if (response.status < 300) return parseBody(response.text) as T;
      if (
        attempt < maxRetries &&
        shouldRetry(method, response.status, response.headers, maxRetryAfterMs, runtime.now())
      ) {
        await runtime.sleep(backoffMs(attempt, response.headers), signal);
        continue;
      }
      throw ApiError.generate(response.status, parseBody(response.text), response.headers, label, [
        options.apiKey,
      ]);
    }
  }

  return { baseUrl, runtime, call, backoffMs, maxRetries };
}

/** Whether a status is worth another attempt for this method. */
export function shouldRetry(
  method: string,
  status: number,
  headers: Record<string, string>,
  maxRetryAfterMs: number,
  now: number,
): boolean {
  const asked = retryAfterMs(headers, now);
  if (asked !== undefined && asked > maxRetryAfterMs) return false;
  return isRetryableStatus(method, status, { alsoForPost: CREATE_NOT_STARTED });
}

/** The service documents that a 502 answered before an id means no job was created. */
const CREATE_NOT_STARTED: readonly number[] = [502];

/** A response body as JSON, as its text when it is not JSON, or undefined when empty. Never throws. */
export function parseBody(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The error with the request named; a create whose outcome is unknown says so, since retrying could charge twice. */
function wrapConnection(err: unknown, label: string, isCreate: boolean): Error {
  const wrapped = toNetworkError(err);
  const unknownOutcome = isCreate && wrapped.requestSent ? ` ${MAY_EXIST}` : '';
  wrapped.message = `${label}: ${wrapped.message}${unknownOutcome}`;
  return wrapped;
}
