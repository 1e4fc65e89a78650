/** Shared test helpers: a sandbox per test, plain HTTP calls, a webhook receiver, media checks. */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { startSandbox, type Sandbox, type SandboxOptions } from '../src/index';

export const SAMPLES = join(__dirname, '..', 'samples');
export const sample = (name: string): Buffer<ArrayBuffer> => readFileSync(join(SAMPLES, name));

/** Starts a quiet sandbox with fast jobs; the test must close it. */
export function sandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  return startSandbox({ quiet: true, jobDurationMs: 150, ...options });
}

export interface Reply {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A JSON call with the sandbox's key (or `key`); `null` sends no Authorization. */
export async function call(
  sb: Sandbox,
  method: string,
  path: string,
  body?: unknown,
  key: string | null = sb.apiKey,
): Promise<Reply> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key !== null) headers.authorization = `Bearer ${key}`;
  const res = await fetch(`${sb.baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

/** Requests upload URLs and PUTs each buffer; returns the file paths. */
export async function uploadAll(
  sb: Sandbox,
  files: { type: string; extension: string; data: Uint8Array<ArrayBuffer> }[],
): Promise<string[]> {
  const { body } = await call(sb, 'POST', '/v1/files/upload-urls', {
    items: files.map(({ type, extension }) => ({ type, extension })),
  });
  for (const [i, f] of files.entries()) {
    const res = await fetch(body.items[i].upload_url, { method: 'PUT', body: f.data });
    if (res.status !== 200) throw new Error(`upload failed: ${res.status}`);
  }
  return body.items.map((it: { file_path: string }) => it.file_path);
}

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies of any route */
/** Reads `path` until `done(body)` holds (or throws after `timeoutMs`). */
export async function pollUntil(
  sb: Sandbox,
  path: string,
  done: (body: any) => boolean,
  key = sb.apiKey,
  timeoutMs = 5000,
): Promise<any> {
  /* eslint-enable @typescript-eslint/no-explicit-any */
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await call(sb, 'GET', path, undefined, key);
    if (done(body)) return body;
    if (Date.now() > until)
      throw new Error(`timed out waiting on ${path}: ${JSON.stringify(body)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const settled = (b: { status: string }) =>
  ['complete', 'error', 'canceled'].includes(b.status);

export interface Received {
  headers: IncomingHttpHeaders;
  rawBody: string;
  at: number;
}

/** A webhook endpoint on 127.0.0.1 that answers `statuses` in turn (then 200) and records every request. */
export async function receiver(
  statuses: number[] = [],
): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        headers: req.headers,
        rawBody: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      res.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}

/** Waits until `check()` is true. */
export async function eventually(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The media type a file's first bytes announce. */
export function magic(bytes: Uint8Array): string {
  const b = Buffer.from(bytes.subarray(0, 16));
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.subarray(0, 6).toString('latin1') === 'GIF89a') return 'gif';
  if (b.subarray(4, 8).toString('latin1') === 'ftyp') return 'mp4';
  if (
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WAVE'
  )
    return 'wav';
  if (
    b.subarray(0, 3).toString('latin1') === 'ID3' ||
    (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0)
  )
    return 'mp3';
  if (b.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return 'webm';
  return 'unknown';
}

/** GETs a URL and returns status and body bytes. */
export async function download(
  url: string,
): Promise<{ status: number; type: string | null; bytes: Uint8Array }> {
  const res = await fetch(url);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}
