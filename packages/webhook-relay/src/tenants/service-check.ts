/**
 * Whether the service accepts an API key: one `GET /v1/account` through the core client.
 * Successes are cached (by the key's keyed hash, never the key); refusals and failures never are.
 * A timeout, an unreachable service, a 5xx or a 429 is "could not say" (the caller answers 503).
 */
import {
  AuthenticationError,
  PermissionDeniedError,
  RateLimitError,
} from '@genservice/core/internal';
import { createClient } from '@genservice/core/node';

/** The outcome of a check: the key works, the service refused it, or the service could not say. */
export type KeyCheck =
  | { ok: true }
  | { ok: false; refused: true }
  | { ok: false; refused: false; retryAfterSec: number };

export interface ServiceCheckOptions {
  baseUrl?: string;
  timeoutMs: number;
  /** How long a success is remembered (default 10 minutes). */
  cacheMs?: number;
  now?: () => number;
}

/**
 * A checker; `check(apiKey, cacheKey)` asks the service at most once per `cacheMs` for a key
 * it accepted, and concurrent checks of one key share one request.
 */
export function serviceKeyChecker(o: ServiceCheckOptions) {
  const now = o.now ?? Date.now;
  const cacheMs = o.cacheMs ?? 10 * 60_000;
  const accepted = new Map<string, number>();
  const inFlight = new Map<string, Promise<KeyCheck>>();
  let calls = 0;

  async function ask(apiKey: string): Promise<KeyCheck> {
    calls++;
    const client = createClient({
      apiKey,
      baseUrl: o.baseUrl,
      timeoutMs: o.timeoutMs,
      maxRetries: 0,
    });
    try {
      await client.account.get({ signal: AbortSignal.timeout(o.timeoutMs) });
      return { ok: true };
    } catch (error) {
      if (error instanceof AuthenticationError || error instanceof PermissionDeniedError)
        return { ok: false, refused: true };
      const asked = error instanceof RateLimitError ? error.retryAfterMs : undefined;
      return {
        ok: false,
        refused: false,
        retryAfterSec: Math.max(1, Math.ceil((asked ?? 5000) / 1000)),
      };
    }
  }

  return {
    /** Requests sent to the service so far (tests and metrics). */
    get calls() {
      return calls;
    },
    async check(apiKey: string, cacheKey: string): Promise<KeyCheck> {
      const until = accepted.get(cacheKey);
      if (until !== undefined && until > now()) return { ok: true };
      let pending = inFlight.get(cacheKey);
      if (!pending) {
        pending = ask(apiKey).finally(() => inFlight.delete(cacheKey));
        inFlight.set(cacheKey, pending);
      }
      const result = await pending;
      if (result.ok) accepted.set(cacheKey, now() + cacheMs);
      else accepted.delete(cacheKey);
      return result;
    },
  };
}

export type ServiceKeyChecker = ReturnType<typeof serviceKeyChecker>;
