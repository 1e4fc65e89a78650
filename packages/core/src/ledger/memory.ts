/** The in-process ledger (the default of every client given no other), and the ledger over any synchronous entry store. */
import type { IdempotencyLedger, LedgerEntry } from './types';

export interface MemoryLedgerOptions {
  /** The ledger's clock (ms epoch). Default `Date.now`. */
  now?: () => number;
}

/** Synchronous storage of ledger entries by key (a Map, a host's JSON record). */
export interface LedgerEntryStore {
  /** The stored entry, or undefined when there is none (or it is unreadable). */
  read(key: string): LedgerEntry | undefined;
  /** Stores a copy of `entry`. */
  write(entry: LedgerEntry): void;
  remove(key: string): void;
}

/**
 * A ledger kept in this process's memory: forgotten when the process ends, shared by
 * everything that holds it. Entries are copied in and out; callers cannot change them.
 */
export function createMemoryLedger(options: MemoryLedgerOptions = {}): IdempotencyLedger {
  const entries = new Map<string, LedgerEntry>();
  const store: LedgerEntryStore = {
    read: (key) => entries.get(key),
    write: (entry) => void entries.set(entry.key, { ...entry }),
    remove: (key) => void entries.delete(key),
  };
  return createStoreLedger(store, 'this process’s memory (forgotten when it stops)', options.now);
}

/**
 * The ledger over `store`. Every operation reads and writes with no await in between, so each is
 * atomic within the process; entries are copied in and out. `where` is shown in help and errors.
 */
export function createStoreLedger(
  store: LedgerEntryStore,
  where: string,
  now: () => number = () => Date.now(),
): IdempotencyLedger {
  const read = (key: string) => {
    const entry = store.read(key);
    return entry && { ...entry };
  };
  const write = (entry: LedgerEntry) => {
    store.write({ ...entry });
    return { ...entry };
  };

  return {
    where,
    async get(key) {
      return read(key);
    },
    async claim({ key, fingerprint, operation, windowMs }) {
      const at = now();
      const live = read(key);
      if (live && at - live.updatedAt <= windowMs) return { claimed: false, entry: live };
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
      const live = read(key);
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
      const live = read(key);
      if (!live || live.attempt !== attempt) return;
      const projectId = outcome.state === 'created' ? outcome.projectId : null;
      write({ ...live, state: outcome.state, projectId, updatedAt: now() });
    },
    async release(key, attempt) {
      const live = read(key);
      if (live?.attempt === attempt && live.state === 'pending') store.remove(key);
    },
  };
}
