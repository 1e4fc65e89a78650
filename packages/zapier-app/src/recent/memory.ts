/**
 * The connection's best-effort memory of what it created, for dropdowns: a
 * list in Zapier's per-connection cache, newest first, at most 25 entries, kept
 * 30 days. Reading or writing it never fails a step.
 */
import type { ZObject } from 'zapier-platform-core';

const KEEP = 25;
const TTL_SEC = 30 * 24 * 3600;

/** Puts `item` first in the list under `key`, dropping an older entry with its id. */
export async function remember<T extends { id: string }>(
  z: ZObject,
  key: string,
  item: T,
): Promise<void> {
  try {
    const known = await recall<T>(z, key);
    const next = [item, ...known.filter((p) => p.id !== item.id)].slice(0, KEEP);
    await z.cache.set(key, next, TTL_SEC, ['auth']);
  } catch {
    // The cache is a convenience for dropdowns; a create must not fail because of it.
  }
}

/** The list under `key`, newest first; empty when nothing is remembered or the cache fails. */
export async function recall<T extends { id: string }>(z: ZObject, key: string): Promise<T[]> {
  // The runtime's get takes a scope like set does; the type declaration omits it.
  const get: (key: string, scope?: string[]) => Promise<unknown> = z.cache.get;
  try {
    const value = await get(key, ['auth']);
    return Array.isArray(value) ? (value as T[]).filter((p) => p && p.id) : [];
  } catch {
    return [];
  }
}
