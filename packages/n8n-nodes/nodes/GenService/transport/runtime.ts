/**
 * The core's `Runtime` on n8n's own HTTP helper, so every call goes through
 * n8n's proxy, SSRF and logging settings. Uses no timers, `process` or file
 * system: sleeping is n8n-workflow's `sleep`.
 */
import {
  abortableSleep,
  isStreamBody,
  toRuntimeError,
  type Runtime,
  type RuntimeRequest,
  type RuntimeResponse,
} from '@genservice/core/internal';
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

/** A `Runtime` whose requests go through `helpers.httpRequest`; never follows redirects except for GET. */
export function n8nRuntime(helpers: HttpHelper): Runtime {
  return {
    async request(req: RuntimeRequest): Promise<RuntimeResponse> {
      const options: IHttpRequestOptions = {
        method: req.method,
        url: req.url,
        headers: { ...req.headers },
        body: await toBody(req),
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
        throw toRuntimeError(err, req);
      }
      const headers = lowerHeaders(res.headers);
      if (req.responseType === 'stream')
        return { status: res.statusCode, headers, stream: res.body as AsyncIterable<Uint8Array> };
      return { status: res.statusCode, headers, text: toText(res.body) };
    },
    sleep: (ms, signal) => abortableSleep(sleep, ms, signal),
    now: () => Date.now(),
  };
}

/**
 * The request body as n8n's HTTP helper takes it. A streamed body (upload PUTs)
 * is sent with its `Content-Length` and without chunked encoding, as pre-signed
 * URLs require: a Node stream (n8n's binary streams, handed over untouched by
 * the core) goes to axios as is; any other stream comes from bytes already in
 * memory and is joined into one buffer.
 */
async function toBody(req: RuntimeRequest): Promise<IHttpRequestOptions['body']> {
  const { body } = req;
  if (body === undefined || typeof body === 'string') return body;
  if (!isStreamBody(body)) return body as unknown as Buffer;
  const { stream } = body;
  if (typeof (stream as { pipe?: unknown }).pipe === 'function')
    return stream as unknown as IHttpRequestOptions['body'];
  const joined = new Uint8Array(body.length);
  let at = 0;
  for await (const chunk of stream as AsyncIterable<Uint8Array>) {
    joined.set(chunk.subarray(0, Math.max(0, body.length - at)), at);
    at += chunk.byteLength;
  }
  return joined as unknown as IHttpRequestOptions['body'];
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
