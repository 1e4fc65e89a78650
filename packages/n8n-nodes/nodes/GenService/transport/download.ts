/**
 * Output files into n8n binary data: each download URL streamed through
 * `prepareBinaryData` (never buffered by the node), retried with the core's
 * backoff while no byte of the body has been read.
 */
import {
  abortableSleep,
  ApiError,
  redactUrl,
  retryDelayMs,
  toNetworkError,
  type ConnectionError,
} from '@genservice/core';
import { sleep, type IBinaryData, type IExecuteFunctions } from 'n8n-workflow';

/** What downloading needs: n8n's HTTP and binary helpers (execute and webhook contexts both have them). */
export interface DownloadCtx {
  helpers: Pick<IExecuteFunctions['helpers'], 'httpRequest' | 'prepareBinaryData'>;
}

type StreamResponse = {
  statusCode: number;
  headers: Record<string, string>;
  body: NodeJS.ReadableStream & { resume?: () => void };
};

const ATTEMPTS = 3;

/**
 * Streams `url` into binary data. A connection error, 429 or 5xx before the body is read is retried
 * (backoff with jitter, or the server's Retry-After); other answers, and failures while streaming,
 * throw. Errors name the URL without its signed query string.
 */
export async function downloadBinary(
  ctx: DownloadCtx,
  url: string,
  fileName: string,
  signal?: AbortSignal,
): Promise<IBinaryData> {
  const label = `GET ${redactUrl(url)} (${fileName})`;
  for (let attempt = 1; ; attempt++) {
    let res: StreamResponse | undefined;
    let failure: Error;
    let headers: Record<string, string> | undefined;
    try {
      res = (await ctx.helpers.httpRequest({
        method: 'GET',
        url,
        encoding: 'stream',
        returnFullResponse: true,
        ignoreHttpStatusErrors: true,
        abortSignal: signal,
      })) as StreamResponse;
    } catch (err) {
      if (signal?.aborted) throw signal.reason ?? err;
      res = undefined;
      const network: ConnectionError = toNetworkError(err);
      network.message = `${label}: ${network.message}`;
      failure = network;
    }
    if (res && res.statusCode < 300)
      return await ctx.helpers.prepareBinaryData(
        res.body as never,
        fileName,
        res.headers['content-type']?.split(';')[0],
      );
    if (res) {
      res.body.resume?.();
      headers = lowerCase(res.headers);
      failure = ApiError.generate(res.statusCode, undefined, headers, label);
      if (!(res.statusCode === 429 || res.statusCode >= 500)) throw failure;
    }
    if (attempt >= ATTEMPTS) throw failure!;
    const wait = retryDelayMs(attempt - 1, headers, { now: Date.now(), maxRetryAfterMs: 30_000 });
    await abortableSleep(sleep, wait, signal);
  }
}

function lowerCase(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}
