/**
 * Output files into n8n binary data: each download URL streamed through
 * `prepareBinaryData` (never buffered by the node), retried with the core's
 * backoff while no byte of the body has been read.
 */
import {
  ApiError,
  isRetryableStatus,
  redactUrl,
  toNetworkError,
  withRetries,
  type ConnectionError,
} from '@genservice/core/internal';
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

const RETRIES = 2;

/**
 * Streams `url` into binary data. A connection error, or a status the core retries for a GET
 * (408, 409, 429, 5xx), is retried by the core's runner; other answers, and failures while
 * streaming, throw. Errors name the URL without its signed query string.
 */
export async function downloadBinary(
  ctx: DownloadCtx,
  url: string,
  fileName: string,
  signal?: AbortSignal,
): Promise<IBinaryData> {
  const label = `GET ${redactUrl(url)} (${fileName})`;
  return withRetries<IBinaryData>(
    async () => {
      let res: StreamResponse;
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
        const network: ConnectionError = toNetworkError(err);
        network.message = `${label}: ${network.message}`;
        return { ok: false, retry: true, error: network };
      }
      if (res.statusCode < 300) {
        const type = res.headers['content-type']?.split(';')[0];
        const value = await ctx.helpers.prepareBinaryData(res.body as never, fileName, type);
        return { ok: true, value };
      }
      res.body.resume?.();
      const headers = lowerCase(res.headers);
      const error = ApiError.generate(res.statusCode, undefined, headers, label);
      return { ok: false, retry: isRetryableStatus('GET', res.statusCode), error, headers };
    },
    { maxRetries: RETRIES, maxRetryAfterMs: 30_000, signal, now: Date.now, sleep },
  );
}

function lowerCase(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}
