/**
 * One output streamed to disk: written to a temporary name and renamed when
 * complete, resumed with `Range` after a broken connection, retried with
 * backoff, with the URL refreshed when it expires or storage refuses it.
 */
import { open, rename, rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { ApiError, ConnectionError } from '../errors';
import { redactUrl } from '../redact';
import { isRetryableStatus, withRetries } from '../retry';
import type { Runtime, RuntimeResponse } from '../runtime';

/** A download URL and when it stops working. */
export interface Link {
  url: string;
  expires_at?: string;
}

export interface DownloadFileOptions {
  runtime: Runtime;
  /** A fresh link for this output (reads the project again). */
  refresh: () => Promise<Link>;
  maxRetries: number;
  signal?: AbortSignal;
  timeoutMs?: number;
  onProgress?: (receivedBytes: number, totalBytes: number | undefined) => void;
}

const REFUSED = new Set([403, 404, 410]);
const MAX_REFRESHES = 2;

/** Streams `link` to `target`; resolves once `target` holds the whole file, and removes the partial file on failure. */
export async function downloadFile(
  link: Link,
  target: string,
  options: DownloadFileOptions,
): Promise<void> {
  const { runtime, signal } = options;
  const temp = `${target}.${randomUUID().slice(0, 8)}.part`;
  const state = { written: 0 };
  let refreshes = 0;
  const refresh = async (): Promise<void> => {
    link = await options.refresh();
    refreshes++;
  };
  try {
    await withRetries<void>(
      async () => {
        if (expired(link, runtime.now()) && refreshes < MAX_REFRESHES) await refresh();
        const label = `GET ${redactUrl(link.url)}`;
        const headers: Record<string, string> =
          state.written > 0 ? { range: `bytes=${state.written}-` } : {};
        try {
          const res = await runtime.request({
            method: 'GET',
            url: link.url,
            headers,
            responseType: 'stream',
            signal,
            timeoutMs: options.timeoutMs ?? 60_000,
          });
          const resumed =
            res.status === 206 &&
            state.written > 0 &&
            res.headers['content-range']?.startsWith(`bytes ${state.written}-`);
          if (res.status === 200 || resumed) {
            if (!resumed) state.written = 0;
            const total = res.headers['content-length']
              ? state.written + Number(res.headers['content-length'])
              : undefined;
            await writeBody(res.stream!, temp, state, (n) => options.onProgress?.(n, total));
            if (total !== undefined && state.written !== total)
              throw new ConnectionError(`body ended after ${state.written} of ${total} bytes`);
            await rename(temp, target);
            return { ok: true, value: undefined };
          }
          await discard(res);
          const error = ApiError.generate(res.status, undefined, res.headers, label);
          if (REFUSED.has(res.status) && refreshes < MAX_REFRESHES) {
            await refresh();
            return { ok: false, retry: true, immediately: true, error };
          }
          return {
            ok: false,
            retry: isRetryableStatus('GET', res.status),
            error,
            headers: res.headers,
          };
        } catch (err) {
          if (signal?.aborted) throw signal.reason ?? err;
          if (!(err instanceof ConnectionError)) throw err;
          if (!err.message.startsWith(label)) err.message = `${label}: ${err.message}`;
          return { ok: false, retry: true, error: err };
        }
      },
      {
        maxRetries: options.maxRetries,
        maxRetryAfterMs: 60_000,
        signal,
        random: runtime.random,
        now: () => runtime.now(),
        sleep: (ms, s) => runtime.sleep(ms, s),
      },
    );
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
}

/** Appends the body to `path` (truncating it first when nothing was kept); `state.written` tracks the file's length even on failure. */
async function writeBody(
  stream: AsyncIterable<Uint8Array>,
  path: string,
  state: { written: number },
  onProgress: (n: number) => void,
): Promise<void> {
  const file = await open(path, state.written > 0 ? 'a' : 'w');
  try {
    for await (const chunk of stream) {
      await file.write(chunk);
      state.written += chunk.byteLength;
      onProgress(state.written);
    }
  } finally {
    await file.close();
  }
}

function expired(link: Link, now: number): boolean {
  const at = link.expires_at ? Date.parse(link.expires_at) : NaN;
  return Number.isFinite(at) && at <= now + 10_000;
}

async function discard(res: RuntimeResponse): Promise<void> {
  await res.stream?.[Symbol.asyncIterator]().return?.();
}
