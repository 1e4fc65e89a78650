/**
 * The setup and deliveries page: `GET /`, its scripts (`/setup.js`, `/api.js`, `/lists.js`) and
 * `/setup.css`, the files of `public/` served as they are (no build step), read once at first
 * request and kept in memory.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { sendError } from './http';

/** Where the page's files live: `public/` beside `src/` and `dist/`. */
export const PUBLIC_DIR = join(__dirname, '..', '..', 'public');

const FILES: Record<string, { file: string; type: string }> = {
  '/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/setup.js': { file: 'setup.js', type: 'text/javascript; charset=utf-8' },
  '/api.js': { file: 'api.js', type: 'text/javascript; charset=utf-8' },
  '/lists.js': { file: 'lists.js', type: 'text/javascript; charset=utf-8' },
  '/setup.css': { file: 'setup.css', type: 'text/css; charset=utf-8' },
};

/**
 * Scripts and styles from the relay itself only (images also inline, for the empty favicon), no inline script or style, no frames, no
 * plugins; the page talks to its own origin only and cannot be framed (clickjacking).
 */
export const PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS = {
  'content-security-policy': PAGE_CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

const cache = new Map<string, { body: Buffer; etag: string }>();

/**
 * Answers one of the page's files with its content type, `no-cache` (revalidated by ETag, so a
 * new relay version's page is seen at once) and the page's security headers; 404 otherwise.
 */
export function servePage(req: IncomingMessage, res: ServerResponse): void {
  const entry = FILES[(req.url ?? '').split('?')[0]!];
  if (!entry) return sendError(res, 404, 'Not found');
  let file = cache.get(entry.file);
  if (!file) {
    const body = readFileSync(join(PUBLIC_DIR, entry.file));
    file = {
      body,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
    };
    cache.set(entry.file, file);
  }
  const { body, etag } = file;
  const headers = {
    ...SECURITY_HEADERS,
    'content-type': entry.type,
    'cache-control': 'no-cache',
    etag,
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    return void res.end();
  }
  res.writeHead(200, { ...headers, 'content-length': body.length });
  res.end(body);
}
