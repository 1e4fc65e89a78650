/**
 * The core's `Runtime` on `z.request`: raw responses, no automatic throwing
 * (the core chooses errors by status), streamed bodies, and no redirects for
 * anything but GET. Requests are marked so the app's middleware leaves them
 * alone: the core sets its own headers and never sends the key to storage URLs.
 * With a deadline, every request's timeout and every pause between retries is
 * cut to the time left, and no request is sent once it has passed (for clients
 * such as the relay's that take no deadline).
 */
import { Readable } from 'node:stream';
import {
  TimeoutError,
  abortableSleep,
  isStreamBody,
  toRuntimeError,
  type Runtime,
  type RuntimeRequest,
  type RuntimeResponse,
} from '@genservice/core/internal';
import type { ZObject } from 'zapier-platform-core';

/** Marker in `middlewareData` of requests the core makes. */
export const CORE_REQUEST = 'genserviceCore';

/**
 * A `Runtime` whose I/O goes through `z.request`; `sleep` uses a timer and `now` is `Date.now`.
 * With `deadline` (ms epoch) no request or pause outlives it: past it, requests fail unsent.
 */
export function zapierRuntime(z: ZObject, deadline?: number): Runtime {
  return {
    request: (req) => {
      if (deadline === undefined) return send(z, req);
      const left = deadline - Date.now();
      if (left <= 0)
        return Promise.reject(
          new TimeoutError('Not sent: no time was left in this Zapier step', {
            requestSent: false,
            deadlineReached: true,
          }),
        );
      return send(z, { ...req, timeoutMs: Math.min(req.timeoutMs ?? left, left) });
    },
    sleep: (ms, signal) =>
      abortableSleep(
        wait,
        deadline === undefined ? ms : Math.max(0, Math.min(ms, deadline - Date.now())),
        signal,
      ),
    now: Date.now,
  };
}

async function send(z: ZObject, req: RuntimeRequest): Promise<RuntimeResponse> {
  let response;
  try {
    response = await z.request({
      url: req.url,
      method: req.method,
      headers: req.headers,
      body: toBody(req.body),
      raw: true,
      skipThrowForStatus: true,
      throwForThrottlingEarly: false,
      redirect: req.method === 'GET' ? 'follow' : 'manual',
      timeout: req.timeoutMs ?? 0,
      signal: req.signal,
      middlewareData: { [CORE_REQUEST]: true },
    } as Parameters<ZObject['request']>[0] & { raw: true });
  } catch (err) {
    throw toConnectionError(err, req);
  }
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  if (req.responseType === 'stream') {
    return {
      status: response.status,
      headers,
      stream: response.body as unknown as AsyncIterable<Uint8Array>,
    };
  }
  return { status: response.status, headers, text: await response.text() };
}

function toBody(body: RuntimeRequest['body']): string | Buffer | NodeJS.ReadableStream | undefined {
  if (body === undefined || typeof body === 'string') return body;
  if (body instanceof Uint8Array) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  if (isStreamBody(body)) {
    const source = body.stream;
    return Symbol.asyncIterator in source
      ? Readable.from(source as AsyncIterable<Uint8Array>, { objectMode: false })
      : Readable.fromWeb(source as import('node:stream/web').ReadableStream<Uint8Array>);
  }
  return undefined;
}

/** The abort reason, or a network failure from node-fetch as the core's runtime error; other errors unchanged. */
function toConnectionError(err: unknown, req: RuntimeRequest): unknown {
  const e = err as { type?: string; code?: string; errno?: string } | null;
  const network = e?.type === 'system' || e?.type === 'request-timeout' || e?.code || e?.errno;
  return network || req.signal?.aborted ? toRuntimeError(err, req) : err;
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
