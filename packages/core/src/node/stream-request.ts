/**
 * Streamed requests through undici's `request`: bodies are written as they are
 * read with a Content-Length, responses handed back unread. Nothing is
 * buffered (a `fetch` PUT with a stream body was measured holding the whole
 * file in memory on Node 20).
 */
import { request } from 'undici';
import type { Readable } from 'node:stream';
import { isStreamBody, type RuntimeRequest, type RuntimeResponse } from '../runtime';
import { toRuntimeError } from './errors';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;

/**
 * Sends `req` with undici. `timeoutMs` bounds the wait for response headers
 * once the body is sent and each pause between response body chunks. GET
 * follows up to 5 redirects (dropping `authorization` across origins); other
 * methods never do.
 */
export async function streamRequest(req: RuntimeRequest): Promise<RuntimeResponse> {
  const { method, signal } = req;
  let url = req.url;
  const headers = { ...req.headers };
  for (let hop = 0; ; hop++) {
    let body: string | Uint8Array | AsyncIterable<Uint8Array> | undefined;
    if (isStreamBody(req.body)) {
      headers['content-length'] = String(req.body.length);
      body = withProgress(req.body.stream as AsyncIterable<Uint8Array>, req.onUploadProgress);
    } else {
      body = req.body;
    }
    let res: Awaited<ReturnType<typeof request>>;
    try {
      res = await request(url, {
        method, headers, signal,
        body: body as Readable | string | Uint8Array | undefined,
        headersTimeout: req.timeoutMs, bodyTimeout: req.timeoutMs,
      });
    } catch (err) {
      throw toRuntimeError(err, signal);
    }
    const location = res.headers.location;
    if (method === 'GET' && REDIRECTS.has(res.statusCode) && typeof location === 'string' && hop < MAX_REDIRECTS) {
      await res.body.dump();
      const next = new URL(location, url);
      if (next.origin !== new URL(url).origin) delete headers.authorization;
      url = next.href;
      continue;
    }
    const out: RuntimeResponse = { status: res.statusCode, headers: flatten(res.headers) };
    if (req.responseType === 'stream') return { ...out, stream: guarded(res.body, signal) };
    try {
      return { ...out, text: await res.body.text() };
    } catch (err) {
      throw toRuntimeError(err, signal);
    }
  }
}

async function* withProgress(stream: AsyncIterable<Uint8Array>, onProgress?: (sent: number) => void): AsyncIterable<Uint8Array> {
  if (!onProgress) return yield* stream;
  let sent = 0;
  for await (const chunk of stream) {
    yield chunk;
    onProgress((sent += chunk.byteLength));
  }
}

/** The response body, its failures mapped like the request's; stopping early releases the connection. */
async function* guarded(body: AsyncIterable<Uint8Array> & { destroy(): unknown }, signal?: AbortSignal): AsyncIterable<Uint8Array> {
  let done = false;
  try {
    for await (const chunk of body) yield chunk;
    done = true;
  } catch (err) {
    throw toRuntimeError(err, signal);
  } finally {
    if (!done) body.destroy();
  }
}

function flatten(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}
