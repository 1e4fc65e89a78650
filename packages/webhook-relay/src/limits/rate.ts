import type { Limiter } from './limiter';

/**
 * Keyed token buckets: each key may spend `perMinute` requests in a burst, refilled evenly over a
 * minute. Per instance (in memory); a full bucket is forgotten (checked once a minute), so idle keys cost nothing.
 */
export class RateLimiter implements Limiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly perMs: number;
  private swept: number;

  constructor(
    readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {
    this.perMs = perMinute / 60_000;
    this.swept = now();
  }

  /** Spends one token of `key`: 0 when allowed, otherwise the whole seconds until one is back. */
  take(key: string): number {
    if (this.now() - this.swept >= 60_000) this.sweep();
    const bucket = this.fill(key);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      this.buckets.set(key, bucket);
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / this.perMs / 1000));
  }

  /** Gives back a token taken for a request that turned out not to count. */
  refund(key: string): void {
    const bucket = this.fill(key);
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + 1);
    if (bucket.tokens >= this.perMinute) this.buckets.delete(key);
    else this.buckets.set(key, bucket);
  }

  /** Keys currently tracked (not full). */
  get size(): number {
    return this.buckets.size;
  }

  private fill(key: string): { tokens: number; at: number } {
    const at = this.now();
    const bucket = this.buckets.get(key);
    if (!bucket) return { tokens: this.perMinute, at };
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + (at - bucket.at) * this.perMs);
    bucket.at = at;
    return bucket;
  }

  /** Drops full buckets; run at most once a minute, when every idle bucket has refilled. */
  private sweep(): void {
    this.swept = this.now();
    for (const key of [...this.buckets.keys()])
      if (this.fill(key).tokens >= this.perMinute) this.buckets.delete(key);
  }
}
