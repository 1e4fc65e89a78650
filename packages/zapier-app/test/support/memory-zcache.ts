/**
 * An in-memory stand-in for `z.cache` that keeps what the ledger relies on:
 * values stored as JSON, `ttl` in whole seconds (an entry is gone once it has
 * passed), `nx` writing only when the key is absent (answering false
 * otherwise), keys kept apart by scope, and the runtime's argument checks.
 * Every call yields to the event loop first, so racing callers interleave.
 */
export interface MemoryZCache {
  get(key: string, scope?: string[] | null): Promise<unknown>;
  set(
    key: string,
    value: unknown,
    ttl?: number | null,
    scope?: string[] | null,
    nx?: boolean | null,
  ): Promise<boolean>;
  delete(key: string, scope?: string[] | null): Promise<boolean>;
  /** Live keys (tests look at what was written). */
  keys(): string[];
}

/** A fresh stand-in on `now` (default `Date.now`). */
export function memoryZCache(now: () => number = Date.now): MemoryZCache {
  const store = new Map<string, { json: string; expiresAt: number }>();
  const tick = () => new Promise<void>((resolve) => setTimeout(resolve, Math.random() * 3));
  const check = (key: unknown, ttl?: unknown, scope?: unknown, nx?: unknown) => {
    if (typeof key !== 'string') throw new TypeError('key must be a string');
    if (ttl != null && !Number.isInteger(ttl)) throw new TypeError('ttl must be an integer');
    if (
      scope != null &&
      (!Array.isArray(scope) || !scope.every((s) => s === 'user' || s === 'auth'))
    )
      throw new TypeError('scope must be an array of strings with values "user" or "auth"');
    if (nx != null && typeof nx !== 'boolean') throw new TypeError('nx must be a boolean');
  };
  const slot = (key: string, scope?: string[] | null) =>
    `${[...(scope ?? [])].sort().join(',')}|${key}`;
  const live = (name: string) => {
    const hit = store.get(name);
    if (hit && hit.expiresAt <= now()) store.delete(name);
    return store.get(name);
  };

  return {
    async get(key, scope) {
      check(key, null, scope);
      await tick();
      const hit = live(slot(key, scope));
      return hit ? JSON.parse(hit.json) : null;
    },
    async set(key, value, ttl, scope, nx) {
      check(key, ttl, scope, nx);
      const json = JSON.stringify(value);
      await tick();
      const name = slot(key, scope);
      if (nx && live(name)) return false;
      store.set(name, { json, expiresAt: ttl ? now() + ttl * 1000 : Infinity });
      return true;
    },
    async delete(key, scope) {
      check(key, null, scope);
      await tick();
      return store.delete(slot(key, scope));
    },
    keys: () => [...store.keys()].filter((name) => live(name)),
  };
}
