/**
 * A generic poller: reads a resource on a backoff schedule until it reaches a
 * terminal status, with a hard timeout, an AbortSignal and a progress callback.
 */
import { WaitTimeoutError } from '../errors';
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
  /** Give up after this long (default 30 min); the job keeps running. */
  timeoutMs?: number;
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
  read: (signal?: AbortSignal) => Promise<T>;
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

/** Reads until terminal; resolves with the terminal resource or rejects with `WaitTimeoutError` / the abort reason. */
export async function pollUntilDone<T>(
  runtime: Runtime,
  target: PollTarget<T>,
  options: WaitOptions<T> = {},
): Promise<T> {
  const schedule = { ...(SCHEDULES[target.kind] ?? SCHEDULES.video!), ...options.schedule };
  const first = { ...schedule, initialMs: firstDelay(schedule, options.typicalSeconds) };
  const timeoutMs = options.timeoutMs ?? 30 * 60_000;
  const random = runtime.random ?? Math.random;
  const started = runtime.now();
  let lastStatus: string | undefined;

  for (let n = 0; ; n++) {
    options.signal?.throwIfAborted();
    const resource = await target.read(options.signal);
    lastStatus = target.status(resource);
    options.onProgress?.(resource);
    if (target.isTerminal(lastStatus)) return resource;

    const elapsed = runtime.now() - started;
    const remaining = timeoutMs - elapsed;
    if (remaining <= 0) throw new WaitTimeoutError(target.id, target.kind, lastStatus, elapsed);
    const delay = n === 0 ? pollDelay(first, 0, random) : pollDelay(schedule, n, random);
    await runtime.sleep(Math.min(delay, remaining), options.signal);
    if (runtime.now() - started >= timeoutMs) {
      const last = await target.read(options.signal);
      lastStatus = target.status(last);
      options.onProgress?.(last);
      if (target.isTerminal(lastStatus)) return last;
      throw new WaitTimeoutError(target.id, target.kind, lastStatus, runtime.now() - started);
    }
  }
}
