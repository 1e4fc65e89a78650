/**
 * Deadlines: an absolute time in ms on `runtime.now()`'s clock after which no
 * request runs and no retry or poll starts. Each request's timeout is what is
 * left, never more than its own timeout.
 */
import { TimeoutError } from './errors/base';

/** Milliseconds left before `deadline` (never negative); Infinity when there is no deadline. */
export function remainingMs(deadline: number | undefined, now: number): number {
  if (deadline === undefined || !Number.isFinite(deadline)) return Infinity;
  return Math.max(0, deadline - now);
}

/** The timeout of one attempt: `timeoutMs` cut down to the time left before `deadline`. */
export function attemptTimeoutMs(
  timeoutMs: number,
  deadline: number | undefined,
  now: number,
): number {
  return Math.min(timeoutMs, remainingMs(deadline, now));
}

/** Whether a wait of `delayMs` starting `now` ends before `deadline` (always true without one). */
export function fitsBefore(delayMs: number, deadline: number | undefined, now: number): boolean {
  return delayMs < remainingMs(deadline, now);
}

/**
 * The `TimeoutError` of a request the deadline stopped. `sent: false` means it was never sent
 * (no byte reached the server); `mayExist` is appended when it was a create that was sent.
 */
export function deadlineError(label: string, sent: boolean, mayExist?: string): TimeoutError {
  const what = sent
    ? 'no answer before the deadline'
    : 'not sent: no time was left before the deadline';
  const tail = sent && mayExist ? ` ${mayExist}` : '';
  return new TimeoutError(`${label}: ${what}${tail}`, { requestSent: sent, deadlineReached: true });
}
