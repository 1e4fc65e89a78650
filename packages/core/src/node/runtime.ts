/**
 * The Node runtime: every request through node:http(s) (no fetch: loading
 * undici costs ~10 MiB of RSS, as much as the rest of the SDK), timers from Node.
 */
import { abortableSleep } from '../retry';
import type { Runtime } from '../runtime';
import { streamRequest } from './stream-request';

/**
 * A `Runtime` for Node 20+. Bodies are streamed with a Content-Length and
 * responses buffered as text or handed back as streams; GET follows
 * redirects, other methods never do. Failures reject with `ConnectionError`
 * or `TimeoutError`; an aborted signal rejects with its reason.
 */
export function createNodeRuntime(): Runtime {
  return {
    request: streamRequest,
    sleep,
    now: () => Date.now(),
    random: Math.random,
  };
}

/** Resolves after `ms`; rejects with the signal's reason as soon as it aborts, clearing the timer. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const wait = (delay: number) =>
    new Promise<void>((resolve) => (timer = setTimeout(resolve, delay)));
  return abortableSleep(wait, ms, signal).finally(() => clearTimeout(timer));
}
