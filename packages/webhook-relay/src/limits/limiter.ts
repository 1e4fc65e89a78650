/** The one shape every per-key rate limit of the relay has, whichever counter keeps it. */

/** Requests per key per minute, counted in this instance's memory or in the shared database. */
export interface Limiter {
  /** The configured requests per key per minute (quoted in the 429's words). */
  readonly perMinute: number;
  /**
   * Spends one request of `key`: 0 when allowed, otherwise the whole seconds (at least 1) until
   * one is back. The in-process counter answers at once; the shared one after a database round trip.
   */
  take(key: string): number | Promise<number>;
  /** Gives back a request taken for one that turned out not to count (never throws). */
  refund(key: string): void;
}

/** Which counter the limits use: this instance's memory (SQLite) or the shared PostgreSQL table. */
export type LimiterKind = 'memory' | 'postgres';
