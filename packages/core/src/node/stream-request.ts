/**
 * Requests through node:http(s): bodies are written as they are read, with
 * backpressure and a Content-Length; responses are buffered as text or handed
 * back unread. A `fetch` PUT with a stream body was measured holding the whole
 * file in memory on Node 20, and loading undici alone adds about 15 MiB of RSS.
 */
import http from 'node:http';
import https from 'node:https';
import { once } from 'node:events';
import { isStreamBody, type RuntimeRequest, type RuntimeResponse } from '../runtime';
import { ConnectionError } from '../errors';
import { redactUrl } from '../redact';
import { toRuntimeError } from '../retry';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;

/**
 * Sends `req`. `timeoutMs` bounds each silence of the connection (a stalled
 * upload, the wait for the response, a pause in the response body), never the
 * whole transfer, so large files are not cut off. GET follows up to 5
 * redirects (dropping `authorization` across origins); other methods never do.
 */
export async function streamRequest(req: RuntimeRequest): Promise<RuntimeResponse> {
  let url = req.url;
  const headers = { ...req.headers };
  for (let hop = 0; ; hop++) {
    const res = await send(url, headers, req);
    const location = res.headers.location;
    if (
      req.method === 'GET' &&
      REDIRECTS.has(res.statusCode ?? 0) &&
      location &&
      hop < MAX_REDIRECTS
    ) {
      res.resume();
      const next = parseUrl(location, url);
      if (next.origin !== new URL(url).origin) delete headers.authorization;
      url = next.href;
      continue;
    }
    const out: RuntimeResponse = { status: res.statusCode ?? 0, headers: flatten(res.headers) };
    if (req.responseType === 'stream') return { ...out, stream: guarded(res, req.signal) };
    try {
      const parts: Buffer[] = [];
      for await (const chunk of res) parts.push(chunk as Buffer);
      return { ...out, text: Buffer.concat(parts).toString('utf8') };
    } catch (err) {
      throw toRuntimeError(err, { signal: req.signal });
    }
  }
}

function send(
  url: string,
  headers: Record<string, string>,
  req: RuntimeRequest,
): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const { body, signal } = req;
    const outHeaders = { ...headers };
    if (isStreamBody(body)) outHeaders['content-length'] = String(body.length);
    else if (body !== undefined) outHeaders['content-length'] = String(Buffer.byteLength(body));
    let request: http.ClientRequest;
    try {
      const target = parseUrl(url);
      request = (target.protocol === 'https:' ? https : http).request(target, {
        method: req.method,
        headers: outHeaders,
        signal,
      });
    } catch (err) {
      reject(err instanceof ConnectionError ? err : notSent(err));
      return;
    }
    request.on('error', (err) => reject(toRuntimeError(err, { signal })));
    request.on('response', resolve);
    if (req.timeoutMs)
      request.setTimeout(req.timeoutMs, () =>
        request.destroy(Object.assign(new Error('Request timed out'), { code: 'ETIMEDOUT' })),
      );
    writeBody(request, req).catch((err: unknown) => request.destroy(err as Error));
  });
}

/** `url` (against `base`) as a URL; a malformed one is a `ConnectionError` naming it redacted, never a raw TypeError holding it. */
function parseUrl(url: string, base?: string): URL {
  try {
    return new URL(url, base);
  } catch {
    throw new ConnectionError(`Invalid URL ${redactUrl(url)}`, false);
  }
}

/** A request Node refused to start (invalid header, unsupported protocol): nothing was sent. */
function notSent(err: unknown): ConnectionError {
  const message = err instanceof Error ? err.message : String(err);
  return new ConnectionError(message, false, { cause: err });
}

/** Writes the body, waiting for `drain` whenever the socket's buffer is full. */
async function writeBody(
  request: http.ClientRequest,
  { body, onUploadProgress }: RuntimeRequest,
): Promise<void> {
  if (!isStreamBody(body)) {
    request.end(body, () => body !== undefined && onUploadProgress?.(Buffer.byteLength(body)));
    return;
  }
  let sent = 0;
  for await (const chunk of body.stream as AsyncIterable<Uint8Array>) {
    if (request.destroyed) return;
    if (!request.write(chunk)) await once(request, 'drain');
    onUploadProgress?.((sent += chunk.byteLength));
  }
  request.end();
}

/** The response body, its failures mapped like the request's; stopping early releases the connection. */
async function* guarded(
  res: http.IncomingMessage,
  signal?: AbortSignal,
): AsyncIterable<Uint8Array> {
  let done = false;
  try {
    for await (const chunk of res) yield chunk as Uint8Array;
    done = true;
  } catch (err) {
    throw toRuntimeError(err, { signal });
  } finally {
    if (!done) res.destroy();
  }
}

function flatten(headers: http.IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined)
      out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}
