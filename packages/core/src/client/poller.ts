/**
 * A generic poller: reads a resource on a backoff schedule until it reaches a
 * terminal status, with a time limit, a deadline that reads in flight respect,
 * an AbortSignal and a progress callback.
 */
import { remainingMs } from '../deadline';
import { TimeoutError, WaitTimeoutError } from '../errors';
import type { Runtime } from '../runtime';

export interface PollSchedule {
  /** First delay, ms. */
  initialMs: number;
  /** Growth per poll. */
  factor: number;
  /** Largest delay, ms. */
  maxMs: number;
}

/** Per-kind schedules: images start near 2 s, videos near 5 s, both back off to a 30 s cap. */
export const SCHEDULES: Record<string, PollSchedule> = {
  image: { initialMs: 2_000, factor: 1.5, maxMs: 30_000 },
  'face-detection': { initialMs: 2_000, factor: 1.5, maxMs: 30_000 },
  audio: { initialMs: 3_000, factor: 1.5, maxMs: 30_000 },
  video: { initialMs: 5_000, factor: 1.5, maxMs: 30_000 },
};

export interface WaitOptions<T> {
  /** Give up after this long (default 30 min), after one last read; the job keeps running. */
  timeoutMs?: number;
  /**
   * Absolute time in ms on `runtime.now()`'s clock. Reads get it as their deadline (a read in
   * flight never runs past it), no poll sleeps past it, and reaching it rejects with
   * `WaitTimeoutError` (`jobId`, `kind`, `lastStatus`); the job keeps running.
   */
  deadline?: number;
  signal?: AbortSignal;
  /** Called after every read, e.g. to show `queued` → `rendering`. */
  onProgress?: (resource: T) => void;
  /** Overrides the kind's schedule (tests, sandboxes). */
  schedule?: Partial<PollSchedule>;
  /**
   * The operation's median processing time (`Operation.typicalSeconds`): the first read waits half
   * of it (never less than the schedule's first delay, never more than its cap).
   */
  typicalSeconds?: number;
}

export interface PollTarget<T> {
  id: string;
  kind: string;
  /** One read of the job; `deadline` is passed on to the request. */
  read: (signal?: AbortSignal, deadline?: number) => Promise<T>;
  status: (resource: T) => string;
  isTerminal: (status: string) => boolean;
}

/** Delay before poll `n` (0-based) with ±20 % jitter, never above the cap. */
export function pollDelay(schedule: PollSchedule, n: number, random: () => number): number {
  const base = Math.min(schedule.initialMs * schedule.factor ** n, schedule.maxMs);
  return Math.min(Math.round(base * (0.8 + random() * 0.4)), schedule.maxMs);
}

/** The delay before the first read: half the typical time within the schedule's bounds, else the schedule's. */
export function firstDelay(schedule: PollSchedule, typicalSeconds: number | undefined): number {
  if (!typicalSeconds || !(typicalSeconds > 0)) return schedule.initialMs;
  return Math.min(Math.max((typicalSeconds * 1000) / 2, schedule.initialMs), schedule.maxMs);
}

/** Time kept before a deadline for one last read, when the next poll would end past it. */
const LAST_READ_MS = 1_000;

/** Reads until terminal; resolves with the terminal resource or rejects with `WaitTimeoutError` / the abort reason. */
export async function pollUntilDone<T>(
  runtime: Runtime,
  target: PollTarget<T>,
  options: WaitOptions<T> = {},
): Promise<T> {
  const schedule = { ...(SCHEDULES[target.kind] ?? SCHEDULES.video!), ...options.schedule };
  const first = { ...schedule, initialMs: firstDelay(schedule, options.typicalSeconds) };
  const random = runtime.random ?? Math.random;
  const { deadline, signal } = options;
  const started = runtime.now();
  const limit = started + (options.timeoutMs ?? 30 * 60_000);
  let lastStatus: string | undefined;
  const timedOut = () =>
    new WaitTimeoutError(target.id, target.kind, lastStatus, runtime.now() - started);
  const read = async (): Promise<T> => {
    if (remainingMs(deadline, runtime.now()) <= 0) throw timedOut();
    const resource = await target.read(signal, deadline).catch((err: unknown) => {
      if (err instanceof TimeoutError && err.deadlineReached) throw timedOut();
      throw err;
    });
    lastStatus = target.status(resource);
    options.onProgress?.(resource);
    return resource;
  };

  for (let n = 0; ; n++) {
    signal?.throwIfAborted();
    const resource = await read();
    if (target.isTerminal(lastStatus!)) return resource;

    const toLimit = limit - runtime.now();
    const toDeadline = remainingMs(deadline, runtime.now());
    if (toLimit <= 0 || toDeadline <= 0) throw timedOut();
    let delay = n === 0 ? pollDelay(first, 0, random) : pollDelay(schedule, n, random);
    const lastBeforeDeadline = delay >= toDeadline;
    const lastBeforeLimit = delay >= toLimit;
    if (lastBeforeDeadline) delay = toDeadline - Math.min(LAST_READ_MS, toDeadline / 2);
    if (lastBeforeLimit) delay = Math.min(delay, toLimit);
    await runtime.sleep(delay, signal);
    if (lastBeforeDeadline || lastBeforeLimit) {
      const last = await read();
      if (target.isTerminal(lastStatus!)) return last;
      throw timedOut();
    }
  }
}
