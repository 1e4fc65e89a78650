/**
 * The core's `Runtime` on n8n's own HTTP helper, so every call goes through
 * n8n's proxy, SSRF and logging settings. Uses no timers, `process` or file
 * system: sleeping is n8n-workflow's `sleep`.
 */
import {
  ConnectionError,
  TimeoutError,
  isStreamBody,
  type Runtime,
  type RuntimeRequest,
  type RuntimeResponse,
} from '@genservice/core';
import { sleep, type IHttpRequestOptions } from 'n8n-workflow';

/** The part of `this.helpers` the runtime needs. */
export interface HttpHelper {
  httpRequest(options: IHttpRequestOptions): Promise<unknown>;
}

interface FullResponse {
  statusCode: number;
  headers: Record<string, unknown>;
  body: unknown;
}

const REFUSED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
const TIMED_OUT = new Set(['ECONNABORTED', 'ETIMEDOUT']);

/** A `Runtime` whose requests go through `helpers.httpRequest`; never follows redirects except for GET. */
export function n8nRuntime(helpers: HttpHelper): Runtime {
  return {
    async request(req: RuntimeRequest): Promise<RuntimeResponse> {
      const options: IHttpRequestOptions = {
        method: req.method,
        url: req.url,
        headers: { ...req.headers },
        body: toBody(req),
        returnFullResponse: true,
        ignoreHttpStatusErrors: true,
        json: false,
        encoding: req.responseType === 'stream' ? 'stream' : 'arraybuffer',
        disableFollowRedirect: req.method !== 'GET',
        timeout: req.timeoutMs,
        abortSignal: req.signal,
      };
      let res: FullResponse;
      try {
        res = (await helpers.httpRequest(options)) as FullResponse;
      } catch (err) {
        if (req.signal?.aborted) throw req.signal.reason ?? err;
        throw toConnectionError(err);
      }
      const headers = lowerHeaders(res.headers);
      if (req.responseType === 'stream')
        return { status: res.statusCode, headers, stream: res.body as AsyncIterable<Uint8Array> };
      return { status: res.statusCode, headers, text: toText(res.body) };
    },
    sleep: (ms, signal) => abortableSleep(ms, signal),
    now: () => Date.now(),
  };
}

/**
 * A streamed body is handed over as a Blob-like object: n8n's HTTP client
 * (axios) streams those with `Content-Length: size` and no chunked encoding,
 * which pre-signed PUT URLs require.
 */
function toBody(req: RuntimeRequest): IHttpRequestOptions['body'] {
  const { body } = req;
  if (body === undefined || typeof body === 'string') return body;
  if (!isStreamBody(body)) return body as unknown as Buffer;
  const { stream, length } = body;
  const blobLike = {
    size: length,
    type: req.headers['content-type'] ?? 'application/octet-stream',
    stream: () => stream,
    [Symbol.toStringTag]: 'Blob',
  };
  return blobLike as unknown as IHttpRequestOptions['body'];
}

async function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  signal?.throwIfAborted();
  if (!signal) return await sleep(ms);
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

function toConnectionError(err: unknown): ConnectionError {
  const e = err as { code?: string; message?: string; cause?: { code?: string } };
  const code = e.code ?? e.cause?.code ?? '';
  if (TIMED_OUT.has(code) || /timeout/i.test(e.message ?? '')) return new TimeoutError();
  return new ConnectionError(
    `${code || 'network error'}: ${e.message ?? String(err)}`,
    !REFUSED.has(code),
    { cause: err },
  );
}

function lowerHeaders(headers: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value !== undefined && value !== null)
      out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return out;
}

function toText(body: unknown): string {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) {
    const bytes =
      body instanceof ArrayBuffer
        ? new Uint8Array(body)
        : new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
    return new TextDecoder().decode(bytes);
  }
  return JSON.stringify(body);
}
