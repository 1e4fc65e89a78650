/**
 * Output files into n8n binary data: each download URL streamed through
 * `prepareBinaryData` (never buffered by the node), retried while no byte of
 * the body has been read, named `<projectId>-<index>.<ext>`.
 */
import { ApiError, ConnectionError, redactUrl } from '@genservice/core';
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
 * (1 s, then 2 s); other answers, and failures while streaming, throw. Errors name the URL without
 * its signed query string.
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
      failure = new ConnectionError(`${label}: ${(err as Error).message}`, true, { cause: err });
    }
    if (res && res.statusCode < 300)
      return await ctx.helpers.prepareBinaryData(
        res.body as never,
        fileName,
        res.headers['content-type']?.split(';')[0],
      );
    if (res) {
      res.body.resume?.();
      failure = ApiError.generate(res.statusCode, undefined, res.headers, label);
      if (!(res.statusCode === 429 || res.statusCode >= 500)) throw failure;
    }
    if (attempt >= ATTEMPTS) throw failure!;
    await sleep(1000 * attempt);
  }
}

/** `<projectId>-<index>.<ext>`, the extension taken from the URL's path. */
export function outputFileName(projectId: string, index: number, url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const ext = /\.([a-z0-9]{2,5})$/i.exec(path)?.[1] ?? 'bin';
  return `${projectId}-${index}.${ext.toLowerCase()}`;
}
