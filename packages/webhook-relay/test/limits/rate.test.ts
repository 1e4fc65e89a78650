/** Token buckets: a burst of `perMinute`, refilled evenly; wait times in whole seconds. */
import { RateLimiter } from '../../src/limits/rate';

describe('RateLimiter', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => (now = 1_000_000));

  it('allows a burst of perMinute per key, then tells how long until the next token', () => {
    const limiter = new RateLimiter(6, clock);
    expect(Array.from({ length: 6 }, () => limiter.take('a'))).toEqual([0, 0, 0, 0, 0, 0]);
    expect(limiter.take('a')).toBe(10);
    expect(limiter.take('b')).toBe(0);
    now += 9_000;
    expect(limiter.take('a')).toBe(1);
    now += 1_000;
    expect(limiter.take('a')).toBe(0);
  });

  it('gives a refunded token back, never above the burst', () => {
    const limiter = new RateLimiter(2, clock);
    limiter.take('a');
    limiter.take('a');
    expect(limiter.take('a')).toBeGreaterThan(0);
    limiter.refund('a');
    expect(limiter.take('a')).toBe(0);
    limiter.refund('a');
    limiter.refund('a');
    limiter.refund('a');
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([0, 0, 30]);
  });

  it('forgets keys whose bucket is full again, so idle and refunded keys cost no memory', () => {
    const limiter = new RateLimiter(60, clock);
    limiter.take('unknown-tenant');
    limiter.refund('unknown-tenant');
    expect(limiter.size).toBe(0);
    for (let i = 0; i < 1000; i++) limiter.take(`t${i}`);
    expect(limiter.size).toBe(1000);
    now += 60_000;
    limiter.take('t-last');
    expect(limiter.size).toBe(1);
  });
});
