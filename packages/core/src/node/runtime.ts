/**
 * The Node runtime: JSON and text calls through ky, streamed bodies and
 * streamed responses through node:http(s), timers from Node.
 */
import type { KyInstance } from 'ky';
import { isStreamBody, type Runtime, type RuntimeRequest, type RuntimeResponse } from '../runtime';
import { abortableSleep } from '../retry';
import { toRuntimeError } from './errors';
import { streamRequest } from './stream-request';

let kyModule: Promise<KyInstance> | undefined;
/** ky 1.x is ESM-only; the package is CommonJS, so it is loaded on first use. */
function loadKy(): Promise<KyInstance> {
  kyModule ??= import('ky').then((m) => m.default);
  return kyModule;
}

/**
 * A `Runtime` for Node 20+. Buffered calls use ky without retries or HTTP
 * errors (the core decides both) and follow redirects only for GET; stream
 * bodies and `responseType: 'stream'` go through node:http so nothing is held in
 * memory and Content-Length is sent. Failures reject with `ConnectionError`
 * or `TimeoutError`; an aborted signal rejects with its reason.
 */
export function createNodeRuntime(): Runtime {
  return {
    request: (req) =>
      isStreamBody(req.body) || req.responseType === 'stream'
        ? streamRequest(req)
        : bufferedRequest(req),
    sleep,
    now: () => Date.now(),
    random: Math.random,
  };
}

async function bufferedRequest(req: RuntimeRequest): Promise<RuntimeResponse> {
  const ky = await loadKy();
  const body = req.body as string | Uint8Array<ArrayBuffer> | undefined;
  try {
    const res = await ky(req.url, {
      method: req.method,
      headers: req.headers,
      body,
      signal: req.signal,
      timeout: req.timeoutMs ?? false,
      retry: 0,
      throwHttpErrors: false,
      redirect: req.method === 'GET' ? 'follow' : 'manual',
    });
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => (headers[name.toLowerCase()] = value));
    const text = await res.text();
    req.onUploadProgress?.(
      typeof body === 'string' ? Buffer.byteLength(body) : (body?.byteLength ?? 0),
    );
    return { status: res.status, headers, text };
  } catch (err) {
    throw toRuntimeError(err, req.signal);
  }
}

/** Resolves after `ms`; rejects with the signal's reason as soon as it aborts, clearing the timer. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const wait = (delay: number) =>
    new Promise<void>((resolve) => (timer = setTimeout(resolve, delay)));
  return abortableSleep(wait, ms, signal).finally(() => clearTimeout(timer));
}
