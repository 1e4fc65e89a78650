/** Retry timing: the schedule, jitter bounds and Retry-After. */
import { nextAttemptAt, parseRetryAfter, STANDARD_SCHEDULE_MS } from '../../src/fanout/schedule';

const policy = (random: number, jitter = 0.1) => ({ scheduleMs: STANDARD_SCHEDULE_MS, jitter, random: () => random });

describe('retry schedule', () => {
  it('follows the Standard Webhooks delays and ends after the tenth attempt', () => {
    const delays = STANDARD_SCHEDULE_MS.slice(1).map((_, i) => nextAttemptAt(policy(0.5), i + 1, 0));
    expect(delays).toEqual([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 50_400_000, 72_000_000, 86_400_000]);
    expect(nextAttemptAt(policy(0.5), 10, 0)).toBeUndefined();
  });

  it('keeps jitter within the configured fraction', () => {
    expect(nextAttemptAt(policy(0), 1, 0)).toBe(4_500);
    expect(nextAttemptAt(policy(0.999999), 1, 0)).toBe(5_500);
  });

  it('waits for a longer Retry-After, capped at the longest delay, but never less than the schedule', () => {
    expect(nextAttemptAt(policy(0.5), 1, 0, 60_000)).toBe(60_000);
    expect(nextAttemptAt(policy(0.5), 2, 0, 60_000)).toBe(300_000);
    expect(nextAttemptAt(policy(0.5), 1, 0, 10 * 86_400_000)).toBe(86_400_000);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('120', 0)).toBe(120_000);
    expect(parseRetryAfter(new Date(90_000).toUTCString(), 30_000)).toBe(60_000);
    expect(parseRetryAfter('soon', 0)).toBeUndefined();
    expect(parseRetryAfter(undefined, 0)).toBeUndefined();
  });
});
