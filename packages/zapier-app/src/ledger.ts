/**
 * The dedupe-key ledger of a connection without a relay, kept in Zapier's
 * storage for the app (`z.cache`, scoped to the connection). `z.cache` offers
 * get, set and set-if-absent (`nx`) but no compare-and-set, so every attempt of
 * a key has its own slot, created with `nx`: the slot with the highest attempt
 * is the key's entry, a claim or retake wins by creating the next slot, and a
 * settle rewrites only its own slot (a stale one is never the highest). A head
 * record notes the latest attempt so reads start there. Each slot carries a
 * random token: the writer whose token is read back owns the attempt, whatever
 * `set` answered.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { IdempotencyLedger, LedgerEntry } from '@genservice/core/internal';

/** What the ledger needs of `z.cache` (the runtime's `get` takes a scope like `set`). */
export interface KeyValueCache {
  get(key: string, scope?: string[]): Promise<unknown>;
  set(key: string, value: unknown, ttl?: number, scope?: string[], nx?: boolean): Promise<unknown>;
}

export interface CacheLedgerOptions {
  /** Seconds a key is kept after its last change (default 30 days). */
  ttlSeconds?: number;
  /** `z.cache` scope (default the connection: `['auth']`). */
  scope?: ('user' | 'auth')[];
  now?: () => number;
}

/** Thirty days, the keys' default window. */
export const CACHE_LEDGER_TTL_SECONDS = 30 * 24 * 3600;

/** How the help text and errors name this ledger. */
export const CACHE_LEDGER_WHERE = "Zapier's storage for this connection";

type Slot = LedgerEntry & { token: string; released?: boolean };

/** A ledger on `cache`; see the module comment for how it stays atomic with set-if-absent only. */
export function createCacheLedger(
  cache: KeyValueCache,
  options: CacheLedgerOptions = {},
): IdempotencyLedger {
  const ttl = options.ttlSeconds ?? CACHE_LEDGER_TTL_SECONDS;
  const scope = options.scope ?? ['auth'];
  const now = options.now ?? Date.now;
  const base = (key: string) =>
    `genservice:ledger:v1:${createHash('sha256').update(key).digest('hex')}`;
  const slotKey = (key: string, attempt: number) => `${base(key)}:${attempt}`;

  const readSlot = async (key: string, attempt: number): Promise<Slot | undefined> => {
    const value = (await cache.get(slotKey(key, attempt), scope)) as Slot | null;
    return value && value.key === key && value.attempt === attempt ? value : undefined;
  };

  /** The highest slot of `key` and its attempt number (0 when none was ever written). */
  async function current(key: string): Promise<{ slot?: Slot; attempt: number }> {
    const head = Number(await cache.get(`${base(key)}:head`, scope)) || 0;
    let attempt = head;
    let slot = head ? await readSlot(key, head) : undefined;
    for (;;) {
      const next = await readSlot(key, attempt + 1);
      if (!next) return { slot, attempt };
      attempt += 1;
      slot = next;
    }
  }

  /** Creates slot `entry.attempt` if absent; resolves with the entry when this call's write holds it. */
  async function take(entry: LedgerEntry): Promise<LedgerEntry | undefined> {
    const token = randomUUID();
    await cache.set(slotKey(entry.key, entry.attempt), { ...entry, token }, ttl, scope, true);
    const held = await readSlot(entry.key, entry.attempt);
    if (!held) throw new Error(`${CACHE_LEDGER_WHERE} did not record the dedupe key; try again`);
    if (held.token !== token) return undefined;
    await cache.set(`${base(entry.key)}:head`, entry.attempt, ttl, scope);
    return entry;
  }

  const live = (slot: Slot | undefined) => (slot && !slot.released ? slot : undefined);

  return {
    where: CACHE_LEDGER_WHERE,
    async get(key) {
      const slot = live((await current(key)).slot);
      return slot && plain(slot);
    },
    async claim({ key, fingerprint, operation, windowMs }) {
      for (;;) {
        const { slot, attempt } = await current(key);
        const at = now();
        const held = live(slot);
        if (held && at - held.updatedAt <= windowMs) return { claimed: false, entry: plain(held) };
        const entry: LedgerEntry = {
          key,
          fingerprint,
          operation,
          state: 'pending',
          attempt: attempt + 1,
          projectId: null,
          sentAt: at,
          updatedAt: at,
        };
        const won = await take(entry);
        if (won) return { claimed: true, entry: won };
        const winner = live(await readSlot(key, entry.attempt));
        if (winner) return { claimed: false, entry: plain(winner) };
      }
    },
    async retake(key, expectedAttempt) {
      const slot = live((await current(key)).slot);
      if (!slot || slot.attempt !== expectedAttempt) return undefined;
      const at = now();
      return take({
        ...plain(slot),
        state: 'pending',
        attempt: expectedAttempt + 1,
        projectId: null,
        sentAt: at,
        updatedAt: at,
      });
    },
    async settle(key, attempt, outcome) {
      const slot = live((await current(key)).slot);
      if (!slot || slot.attempt !== attempt) return;
      const projectId = outcome.state === 'created' ? outcome.projectId : null;
      const settled: Slot = { ...slot, state: outcome.state, projectId, updatedAt: now() };
      await cache.set(slotKey(key, attempt), settled, ttl, scope);
    },
    async release(key, attempt) {
      const slot = live((await current(key)).slot);
      if (slot?.attempt !== attempt || slot.state !== 'pending') return;
      await cache.set(slotKey(key, attempt), { ...slot, released: true }, ttl, scope);
    },
  };
}

function plain(slot: Slot): LedgerEntry {
  const { key, fingerprint, operation, state, attempt, projectId, sentAt, updatedAt } = slot;
  return { key, fingerprint, operation, state, attempt, projectId, sentAt, updatedAt };
}
