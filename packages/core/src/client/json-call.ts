/**
 * The core's one JSON caller: a request with a JSON body and answer over the injected runtime,
 * retried by `withRetries` under the never-double-charge rules. The service transport and the
 * relay client differ only in what they pass here (auth, how a failed status becomes an error,
 * which POST statuses prove nothing was created, whether a 2xx body must be JSON).
 */
import { attemptTimeoutMs, deadlineError } from '../deadline';
import { ConnectionError, TimeoutError } from '../errors';
import { isRetryableStatus, retryAfterMs, toNetworkError, withRetries } from '../retry';
import type { Runtime, RuntimeResponse } from '../runtime';
import { MAY_EXIST } from '../schemas/answer';
import { parseBody } from './responses';

/** One JSON call and how its failures read and retry. */
export interface JsonCall {
  runtime: Runtime;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** Request headers; `content-type` is added when there is a body. */
  headers: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal;
  /** The request as messages name it, with nothing secret in it (`POST /v1/face-swap`). */
  label: string;
  timeoutMs: number;
  maxRetries: number;
  /** Longer `Retry-After` asks are not retried. */
  maxRetryAfterMs: number;
  /** Absolute time on `runtime.now()`'s clock by which the call must end. */
  deadline?: number;
  /** A POST that changes nothing when repeated (retried like a PUT). */
  idempotent?: boolean;
  /** Statuses a POST retries besides 429, because its server documents that nothing was created. */
  alsoRetryPostOn?: readonly number[];
  /** Non-2xx statuses answered instead of thrown (e.g. 404 for "already gone"). */
  answers?: (status: number) => boolean;
  /** A 2xx body as the caller wants it (default: JSON, its text, or undefined; never throws). */
  readOk?: (response: RuntimeResponse) => unknown;
  /** The error of a failed status. */
  statusError: (status: number, body: unknown, headers: Record<string, string>) => Error;
  /** The message of a network failure, given the failure's own message. */
  networkMessage: (message: string) => string;
}

/** The answer: status and parsed body. */
export interface JsonAnswer {
  status: number;
  body: unknown;
}

/** The headers of a JSON call with a Bearer token (`extra` last, so a host may override). */
export function bearerJsonHeaders(
  token: string,
  userAgent: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    accept: 'application/json',
    authorization: `Bearer ${token}`,
    'user-agent': userAgent,
    ...extra,
  };
}

/**
 * Sends `call`, retrying network failures and retryable statuses with backoff. A POST that is not
 * `idempotent` is retried only when nothing reached the server, on 429, or on `alsoRetryPostOn`;
 * otherwise its failure says the job may exist. Past the deadline it throws `TimeoutError`.
 */
export function callJson(call: JsonCall): Promise<JsonAnswer> {
  const { runtime, method, label, timeoutMs, deadline, signal } = call;
  const retryAs = call.idempotent ? 'PUT' : method;
  const isCreate = retryAs === 'POST';
  const headers = { ...call.headers };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  const payload = call.body === undefined ? undefined : JSON.stringify(call.body);

  return withRetries<JsonAnswer>(
    async () => {
      const timeout = attemptTimeoutMs(timeoutMs, deadline, runtime.now());
      if (timeout <= 0) throw deadlineError(label, false);
      let response: RuntimeResponse;
      try {
        response = await runtime.request({
          method,
          url: call.url,
          headers,
          body: payload,
          signal,
          timeoutMs: timeout,
        });
      } catch (err) {
        if (signal?.aborted) throw signal.reason ?? err;
        if (err instanceof TimeoutError && timeout < timeoutMs)
          throw deadlineError(label, true, isCreate ? MAY_EXIST : undefined);
        const failure = toNetworkError(err, { timeoutMs });
        const retry = !isCreate || !failure.requestSent;
        return { ok: false, retry, error: networkError(failure, call, isCreate) };
      }
      const { status } = response;
      if (status < 300)
        return { ok: true, value: { status, body: (call.readOk ?? readLenient)(response) } };
      const body = parseBody(response.text);
      if (call.answers?.(status)) return { ok: true, value: { status, body } };
      const asked = retryAfterMs(response.headers, runtime.now());
      const retry =
        (asked === undefined || asked <= call.maxRetryAfterMs) &&
        isRetryableStatus(retryAs, status, { alsoForPost: call.alsoRetryPostOn });
      const error = call.statusError(status, body, response.headers);
      return { ok: false, retry, error, headers: response.headers };
    },
    {
      maxRetries: call.maxRetries,
      maxRetryAfterMs: call.maxRetryAfterMs,
      deadline,
      signal,
      random: runtime.random,
      now: () => runtime.now(),
      sleep: (ms, s) => runtime.sleep(ms, s),
    },
  );
}

const readLenient = (response: RuntimeResponse): unknown => parseBody(response.text);

/** The failure with the request named; a create whose outcome is unknown says so (retrying could charge twice). */
function networkError(failure: ConnectionError, call: JsonCall, isCreate: boolean): Error {
  const unknownOutcome = isCreate && failure.requestSent ? ` ${MAY_EXIST}` : '';
  const message = call.networkMessage(`${failure.message}${unknownOutcome}`);
  if (failure instanceof TimeoutError) return new TimeoutError(message);
  return new ConnectionError(message, failure.requestSent, { cause: failure });
}
