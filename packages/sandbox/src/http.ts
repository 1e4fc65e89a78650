/** Small HTTP helpers: JSON answers in the service's shapes and bounded JSON bodies. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorBody } from './error-body';

/** An error that becomes an HTTP answer `{ code, message }` with `status` (code by status unless given). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly code?: string,
  ) {
    super(message);
  }
}

export const notFound = (): HttpError => new HttpError(404, 'Not Found');

/** Sends `body` as JSON (or an empty body for 204). */
export function sendJson(
  res: ServerResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
): void {
  if (status === 204 || body === undefined) {
    res.writeHead(status, headers).end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

/** Answers an error: `HttpError` as itself, anything else as a 500 with no internals. */
export function sendError(res: ServerResponse, err: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (err instanceof HttpError)
    sendJson(res, err.status, errorBody(err.status, err.message, err.code), err.headers);
  else sendJson(res, 500, errorBody(500, 'Internal Server Error'));
}

const MAX_JSON_BYTES = 1024 * 1024;

/**
 * The request's JSON body. Answers 400 `Missing request body` when empty (the
 * service's own wording), 400 on invalid JSON and 413 beyond 1 MiB.
 */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_JSON_BYTES) throw new HttpError(413, 'Request body is too large');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) throw new HttpError(400, 'Missing request body');
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
}

/** A JSON object body, or 400. */
export async function readObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await readJson(req);
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'Request body must be a JSON object');
  return body as Record<string, unknown>;
}

/** The Bearer token of the request, if any. */
export function bearer(req: IncomingMessage): string | undefined {
  const m = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '');
  return m?.[1]?.trim();
}
