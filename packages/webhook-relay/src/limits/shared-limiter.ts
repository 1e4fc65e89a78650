/**
 * One per-minute limit counted in the shared PostgreSQL table (a `RateLimiterPostgres` under one
 * key prefix), with the requests of one event-loop turn counted together.
 */
import { createHash } from 'node:crypto';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { GroupCommit } from '../store/group-commit';
import type { Limiter } from './limiter';

/** Keys are stored as given up to this length, longer ones (from a URL) as a hash. */
const MAX_KEY = 128;

/**
 * Per-key counts in the shared table under one key prefix. Takes (and refunds) queued during one
 * event-loop turn are counted together, one query per key, so a busy tenant costs one round trip
 * per batch rather than per request; a batch that crosses the limit lets through exactly what fits.
 */
export class SharedLimiter implements Limiter {
  private readonly takes = new GroupCommit<string, number>({
    commit: (keys) => this.takeAll(keys),
    concurrency: 4,
  });
  private readonly refunds = new GroupCommit<string, void>({
    commit: async (keys) => {
      await Promise.all(
        [...countKeys(keys)].map(([key, n]) => this.counter.reward(key, n).catch(() => undefined)),
      );
      return keys.map(() => undefined);
    },
  });

  constructor(
    readonly perMinute: number,
    private readonly counter: RateLimiterPostgres,
  ) {}

  take(key: string): Promise<number> {
    return this.takes.submit(storedKey(key));
  }

  refund(key: string): void {
    this.refunds.submit(storedKey(key)).catch(() => undefined);
  }

  /** Waits for the takes and refunds already queued. */
  flush(): Promise<void> {
    return Promise.all([this.takes.flush(), this.refunds.flush()]).then(() => undefined);
  }

  private async takeAll(keys: string[]): Promise<number[]> {
    const spent = new Map<string, { left: number; wait: number }>();
    await Promise.all(
      [...countKeys(keys)].map(async ([key, n]) => spent.set(key, await this.spend(key, n))),
    );
    return keys.map((key) => {
      const s = spent.get(key)!;
      return s.left-- > 0 ? 0 : s.wait;
    });
  }

  /** Counts `n` requests of `key`: how many of them fit, and the seconds the others wait. */
  private async spend(key: string, n: number): Promise<{ left: number; wait: number }> {
    try {
      await this.counter.consume(key, n);
      return { left: n, wait: 0 };
    } catch (refused) {
      if (!(refused instanceof RateLimiterRes)) throw refused;
      // consumedPoints is the window's count with these n; 0 when refused from memory
      const before = refused.consumedPoints - n;
      const left =
        refused.consumedPoints > 0 ? Math.min(n, Math.max(0, this.perMinute - before)) : 0;
      return { left, wait: Math.max(1, Math.ceil(refused.msBeforeNext / 1000)) };
    }
  }
}

function countKeys(keys: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

function storedKey(key: string): string {
  return key.length <= MAX_KEY ? key : createHash('sha256').update(key).digest('base64url');
}
