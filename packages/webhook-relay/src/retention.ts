/**
 * Retention: finished deliveries, old events and ended watches are removed
 * after `days`, so the store stays bounded. Failed deliveries can be replayed
 * until then; the service retries for 24 h, so dedupe is unaffected.
 */
import type { Logger } from 'pino';
import type { Store } from './store/types';

const DAY_MS = 86_400_000;

/** Prunes now and every `intervalMs`; the returned function stops it. Failures are logged, never thrown. */
export function startRetention(
  store: Store,
  o: { days: number; intervalMs: number; now: () => number; log: Logger },
): () => void {
  const run = () => {
    store.prune(o.now() - o.days * DAY_MS).then(
      (removed) => removed && o.log.info({ removed, days: o.days }, 'retention pruned old rows'),
      (error) => o.log.warn({ err: error }, 'retention prune failed'),
    );
  };
  const timer = setInterval(run, o.intervalMs);
  timer.unref();
  run();
  return () => clearInterval(timer);
}
