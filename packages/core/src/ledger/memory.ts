/** The in-process ledger: the default of every client that is given no other. */
import type { IdempotencyLedger, LedgerEntry } from './types';

export interface MemoryLedgerOptions {
  /** The ledger's clock (ms epoch). Default `Date.now`. */
  now?: () => number;
}

/**
 * A ledger kept in this process's memory: forgotten when the process ends, shared by
 * everything that holds it. Every operation reads and writes with no await in between, so
 * each is atomic within the process. Entries are copied in and out; callers cannot change them.
 */
export function createMemoryLedger(options: MemoryLedgerOptions = {}): IdempotencyLedger {
  const now = options.now ?? (() => Date.now());
  const entries = new Map<string, LedgerEntry>();
  const read = (key: string) => {
    const entry = entries.get(key);
    return entry && { ...entry };
  };
  const write = (entry: LedgerEntry) => {
    entries.set(entry.key, entry);
    return { ...entry };
  };

  return {
    where: 'this process’s memory (forgotten when it stops)',
    async get(key) {
      return read(key);
    },
    async claim({ key, fingerprint, operation, windowMs }) {
      const at = now();
      const live = entries.get(key);
      if (live && at - live.updatedAt <= windowMs) return { claimed: false, entry: { ...live } };
      const entry = write({
        key,
        fingerprint,
        operation,
        state: 'pending',
        attempt: live ? live.attempt + 1 : 1,
        projectId: null,
        sentAt: at,
        updatedAt: at,
      });
      return { claimed: true, entry };
    },
    async retake(key, expectedAttempt) {
      const live = entries.get(key);
      if (!live || live.attempt !== expectedAttempt) return undefined;
      const at = now();
      return write({
        ...live,
        state: 'pending',
        attempt: live.attempt + 1,
        projectId: null,
        sentAt: at,
        updatedAt: at,
      });
    },
    async settle(key, attempt, outcome) {
      const live = entries.get(key);
      if (!live || live.attempt !== attempt) return;
      const projectId = outcome.state === 'created' ? outcome.projectId : null;
      write({ ...live, state: outcome.state, projectId, updatedAt: now() });
    },
    async release(key, attempt) {
      const live = entries.get(key);
      if (live?.attempt === attempt && live.state === 'pending') entries.delete(key);
    },
  };
}
