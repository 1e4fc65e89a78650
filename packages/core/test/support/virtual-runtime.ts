/**
 * A runtime on a virtual clock: `sleep` and stalled requests advance `now`
 * instead of waiting, and every request's `timeoutMs` is recorded.
 */
import {
  TimeoutError,
  type Runtime,
  type RuntimeRequest,
  type RuntimeResponse,
} from '@genservice/core';

/** What the service does with one request: answer, fail, or stall until the request's timeout. */
export type Reply = RuntimeResponse | Error | 'stall';

export interface VirtualRuntime extends Runtime {
  /** Every request as sent, with the timeout it was given and the time it started. */
  requests: (RuntimeRequest & { at: number })[];
  sleeps: number[];
  /** Milliseconds since the runtime was made. */
  elapsed(): number;
}

export const START = 1_700_000_000_000;

/** A runtime whose service replies with `reply(request, n)`; a stall takes the whole `timeoutMs`. */
export function virtualRuntime(reply: (req: RuntimeRequest, n: number) => Reply): VirtualRuntime {
  let clock = START;
  const requests: VirtualRuntime['requests'] = [];
  const sleeps: number[] = [];
  return {
    requests,
    sleeps,
    now: () => clock,
    elapsed: () => clock - START,
    random: () => 0.5,
    async sleep(ms, signal) {
      signal?.throwIfAborted();
      sleeps.push(ms);
      clock += ms;
    },
    async request(req) {
      requests.push({ ...req, at: clock });
      const out = reply(req, requests.length - 1);
      if (out === 'stall') {
        clock += req.timeoutMs ?? 0;
        throw new TimeoutError(`Request timed out after ${req.timeoutMs} ms`);
      }
      if (out instanceof Error) throw out;
      return out;
    },
  };
}

/** A JSON answer. */
export function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return { status, headers, text: body === undefined ? '' : JSON.stringify(body) };
}
