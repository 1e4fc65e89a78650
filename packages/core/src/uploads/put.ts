/**
 * One upload PUT to a pre-signed URL, streamed with a Content-Length and no
 * Authorization header, retried with backoff when the source can be re-read,
 * each attempt bounded by the client's timeout and the caller's deadline.
 */
import { attemptTimeoutMs, deadlineError } from '../deadline';
import {
  ApiError,
  ConnectionError,
  GenServiceError,
  TimeoutError,
  ValidationError,
} from '../errors';
import { redactUrl } from '../redact';
import { isRetryableStatus, toNetworkError, withRetries } from '../retry';
import type { Transport } from '../client/transport';
import type { RuntimeResponse } from '../runtime';
import type { PreparedSource } from './sources';

export interface PutOptions {
  contentType: string;
  /** Cumulative bytes handed to the runtime for this attempt. */
  onProgress?: (sentBytes: number) => void;
  signal?: AbortSignal;
  /** Longest silence of the storage (no byte accepted, no answer); default the client's `timeoutMs`. */
  timeoutMs?: number;
  /** Absolute time in ms on `runtime.now()`'s clock; see `CallOptions.deadline`. */
  deadline?: number;
}

/**
 * PUTs the source's bytes to `url` exactly as given, through `runtime.request`
 * directly (the transport would add the API key). Retries connection errors
 * and the statuses `isRetryableStatus` allows a PUT up to `transport.maxRetries` times when the source can be
 * re-read, never past `deadline`. Errors name the URL without its signed query string.
 */
export async function putSource(
  transport: Transport,
  url: string,
  source: PreparedSource,
  options: PutOptions,
): Promise<void> {
  const { runtime } = transport;
  const { signal, deadline } = options;
  const timeoutMs = options.timeoutMs ?? transport.timeoutMs;
  const label = `PUT ${redactUrl(url)} (${source.filename})`;
  const headers = { 'content-type': options.contentType, 'content-length': String(source.size) };
  if (!isHttpUrl(url))
    throw new GenServiceError(`${label}: the upload URL is not a valid http(s) URL`);

  const send = (
    body: AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>,
    timeout: number,
  ): Promise<RuntimeResponse> => {
    const stream =
      !options.onProgress && isNodeStream(body)
        ? body
        : counted(body, source.size, options.onProgress);
    return runtime.request({
      method: 'PUT',
      url,
      headers,
      body: { stream, length: source.size },
      signal,
      timeoutMs: timeout,
    });
  };

  return withRetries<void>(
    async () => {
      const timeout = attemptTimeoutMs(timeoutMs, deadline, runtime.now());
      if (timeout <= 0) throw deadlineError(label, false);
      const res = await send(await source.open(), timeout).catch((err: unknown) => {
        if (signal?.aborted) throw signal.reason ?? err;
        if (err instanceof TimeoutError && timeout < timeoutMs) throw deadlineError(label, true);
        if (err instanceof GenServiceError && !(err instanceof ConnectionError)) throw err;
        return toNetworkError(err);
      });
      if (res instanceof ConnectionError) {
        if (!res.message.startsWith(label)) res.message = `${label}: ${res.message}`;
        return { ok: false, retry: true, error: res };
      }
      if (res.status < 300) return { ok: true, value: undefined };
      const error = ApiError.generate(res.status, undefined, res.headers, label);
      error.message = `${label}: ${error.message}`;
      return {
        ok: false,
        retry: isRetryableStatus('PUT', res.status),
        error,
        headers: res.headers,
      };
    },
    {
      maxRetries: transport.maxRetries,
      deadline,
      signal,
      now: () => runtime.now(),
      sleep: (ms, s) => runtime.sleep(ms, s),
      random: runtime.random,
      maxRetryAfterMs: transport.maxRetryAfterMs,
      beforeRetry: (failure) => {
        if (source.rereadable) return;
        failure.message +=
          '; not retried: the source is a one-shot stream and cannot be re-read (pass bytes, a Blob, a path or a reopenable { open, size, filename } to allow retries)';
        throw failure;
      },
    },
  );
}

/** Whether `url` parses as an absolute http(s) URL. */
export function isHttpUrl(url: string): boolean {
  try {
    return /^https?:$/.test(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** The body as an async iterable that reports progress and fails when it yields more or fewer bytes than `size`. */
async function* counted(
  body: AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>,
  size: number,
  onProgress?: (sent: number) => void,
): AsyncIterable<Uint8Array> {
  let sent = 0;
  for await (const chunk of iterate(body)) {
    sent += chunk.byteLength;
    if (sent > size) throw lengthMismatch(size, `more than ${size}`);
    yield chunk;
    onProgress?.(sent);
  }
  if (sent !== size) throw lengthMismatch(size, String(sent));
}

/**
 * A host's own Node stream (n8n's binary streams) is handed to the runtime
 * untouched, so the host's HTTP client can send it natively; the storage
 * checks its length against the Content-Length.
 */
function isNodeStream(body: unknown): boolean {
  return typeof (body as { pipe?: unknown }).pipe === 'function';
}

async function* iterate(
  body: AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>,
): AsyncIterable<Uint8Array> {
  if (Symbol.asyncIterator in body) return yield* body as AsyncIterable<Uint8Array>;
  const reader = (body as ReadableStream<Uint8Array>).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

function lengthMismatch(size: number, got: string): ValidationError {
  return new ValidationError([
    {
      field: 'file',
      message: `Invalid value for file: the source gave ${got} bytes but its size was ${size}`,
    },
  ]);
}
