/** Small HTTP helpers shared by the routes: JSON answers and bounded body reading. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Sends `body` as JSON with `status`. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    ...(text ? { 'content-type': 'application/json' } : {}),
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/** An error answer shaped like the service's own: `{ message }`. */
export function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, { message }, headers);
}

/** A body larger than the limit; nothing past the limit was kept. */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

/** The client closed the connection before its request was complete (a client fault, not the relay's). */
export class ClientGoneError extends Error {
  override name = 'ClientGoneError';
  constructor() {
    super('The client closed the connection before sending the whole request');
  }
}

/**
 * The whole body, at most `limit` bytes. A declared `Content-Length` over the limit is refused
 * before reading; a body that grows past it is refused at that chunk. Rejects with
 * `ClientGoneError` when the client goes away (or the request timeout cuts it) first.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(new BodyTooLargeError());
  if (req.destroyed && !req.complete) return Promise.reject(new ClientGoneError());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        chunks.length = 0;
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size)));
    req.once('error', () => reject(new ClientGoneError()));
    req.once('close', () => {
      if (!req.complete) reject(new ClientGoneError());
    });
  });
}

/** Answers 413 and closes the connection, so the rest of the body is never read into memory. */
export function refuseTooLarge(req: IncomingMessage, res: ServerResponse, limit: number): void {
  res.once('finish', () => req.socket.destroySoon());
  sendError(res, 413, `Body larger than ${limit} bytes`, { connection: 'close' });
}

/** Largest body the relay's own API accepts. */
export const API_BODY_LIMIT = 64 * 1024;

/** Reads a JSON body (at most `limit` bytes); `undefined` when it is not JSON. */
export async function readJson(req: IncomingMessage, limit = API_BODY_LIMIT): Promise<unknown> {
  const raw = await readBody(req, limit);
  try {
    return raw.length ? JSON.parse(raw.toString('utf8')) : {};
  } catch {
    return undefined;
  }
}
