/**
 * Rate limits counted in one PostgreSQL table that every relay instance on the database shares
 * (rate-limiter-flexible's `RateLimiterPostgres`), so N instances hold a tenant to its limit, not N
 * times it. Counts are fixed one-minute windows per key, opened by the key's first request.
 */
import pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Limiter } from './limiter';
import { SharedLimiter } from './shared-limiter';

/** Rows of windows that ended over an hour ago are deleted this often. */
const SWEEP_MS = 300_000;

/** The shared limiters and the pool they count on. */
export interface SharedLimiters {
  limiters: Record<'inbound' | 'api' | 'tenantCreates', Limiter>;
  /** Waits for the counts already queued, stops the sweep and ends the pool. */
  close(): Promise<void>;
}

/**
 * Connects to `url` and creates `table` when missing (instances starting together may race on
 * it; the library takes a lost race as created). Rejects when PostgreSQL cannot be reached or the
 * table cannot be created, so the relay refuses to start rather than count per instance unnoticed.
 * Once running, a failed count falls back to this instance's memory (the same numbers, per
 * instance) until the database answers again, so an outage neither refuses nor frees everything.
 */
export async function openSharedLimiters(
  url: string,
  table: string,
  perMinute: Record<'inbound' | 'api' | 'tenantCreates', number>,
): Promise<SharedLimiters> {
  // Counters need no durability: commits without waiting for the WAL flush keep the row lock short.
  const pool = new pg.Pool({ connectionString: url, max: 4, options: '-c synchronous_commit=off' });
  pool.on('error', () => undefined);
  const counter = async (prefix: string, points: number, tableCreated: boolean) => {
    let made!: RateLimiterPostgres;
    // the library calls back once its table exists (at once when told it does)
    await new Promise<void>((resolve, reject) => {
      made = new RateLimiterPostgres(
        {
          storeClient: pool,
          storeType: 'pool',
          tableName: table,
          tableCreated,
          clearExpiredByTimeout: false,
          keyPrefix: prefix,
          points,
          duration: 60,
          // past the limit, this instance refuses the key until its window ends without asking again
          inMemoryBlockOnConsumed: points + 1,
          insuranceLimiter: new RateLimiterMemory({ keyPrefix: prefix, points, duration: 60 }),
        },
        (error?: Error) => (error ? reject(error) : resolve()),
      );
    });
    return made;
  };
  try {
    const inbound = await counter('inbound', perMinute.inbound, false);
    const api = await counter('api', perMinute.api, true);
    const tenantCreates = await counter('tenant-creates', perMinute.tenantCreates, true);
    const sweep = setInterval(() => void clearExpired(inbound, Date.now() - 3_600_000), SWEEP_MS);
    sweep.unref();
    const limiters = {
      inbound: new SharedLimiter(perMinute.inbound, inbound),
      api: new SharedLimiter(perMinute.api, api),
      tenantCreates: new SharedLimiter(perMinute.tenantCreates, tenantCreates),
    };
    return {
      limiters,
      async close() {
        clearInterval(sweep);
        await Promise.all(Object.values(limiters).map((l) => l.flush()));
        await pool.end();
      },
    };
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(
      `The shared rate limits could not be set up in PostgreSQL (table "${table}"): ${(error as Error).message}. Check that the database is reachable and that the relay's user may create tables.`,
      { cause: error },
    );
  }
}

/** The library's own sweep of ended windows (what its `clearExpiredByTimeout` runs); never rejects. */
function clearExpired(counter: RateLimiterPostgres, before: number): Promise<void> {
  return (counter as unknown as { clearExpired(at: number): Promise<void> }).clearExpired(before);
}
