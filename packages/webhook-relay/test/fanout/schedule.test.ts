/** Retry timing: the schedule, jitter bounds and Retry-After. */
import {
  nextAttemptAt,
  parseRetryAfter,
  settle,
  STANDARD_SCHEDULE_MS,
} from '../../src/fanout/schedule';
import type { ClaimedDelivery } from '../../src/store/types';

const policy = (random: number, jitter = 0.1) => ({
  scheduleMs: STANDARD_SCHEDULE_MS,
  jitter,
  random: () => random,
});

describe('retry schedule', () => {
  it('follows the Standard Webhooks delays and ends after the tenth attempt', () => {
    const delays = STANDARD_SCHEDULE_MS.slice(1).map((_, i) =>
      nextAttemptAt(policy(0.5), i + 1, 0),
    );
    expect(delays).toEqual([
      5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 50_400_000, 72_000_000,
      86_400_000,
    ]);
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

describe('settling an attempt', () => {
  const delivery = (attempts: number) =>
    ({ id: 'msg_1', subscriptionId: 's1', attempts }) as ClaimedDelivery;
  const o = { at: 1_000, owner: 'me', policy: policy(0.5) };

  it('delivers on 2xx, disables on 410 and fails a refused destination without retrying', () => {
    expect(
      settle(delivery(0), { outcome: 'delivered', status: 200, error: null }, o),
    ).toMatchObject({ outcome: 'delivered', owner: 'me', at: 1_000 });
    expect(settle(delivery(0), { outcome: 'disable', status: 410, error: 'gone' }, o).outcome).toBe(
      'disable',
    );
    expect(
      settle(delivery(0), { outcome: 'blocked', status: null, error: 'not public' }, o).outcome,
    ).toBe('failed');
  });

  it('retries on the schedule and fails once the tenth attempt failed', () => {
    expect(settle(delivery(0), { outcome: 'retry', status: 404, error: 'x' }, o)).toMatchObject({
      outcome: 'retry',
      nextAttemptAt: 6_000,
    });
    expect(settle(delivery(9), { outcome: 'retry', status: 500, error: 'x' }, o)).toMatchObject({
      outcome: 'failed',
      status: 500,
    });
  });
});
