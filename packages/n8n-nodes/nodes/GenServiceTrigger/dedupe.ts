/**
 * Remembers recently seen deliveries so a redelivered event starts no second
 * run: the relay's `webhook-id` (the same on every retry of one message) or,
 * in Direct mode, the service's `<project id>:<type>`. Kept in memory per
 * trigger node, bounded; a restart forgets it (the relay still dedupes).
 */
const LIMIT = 1000;
const seen = new Map<string, Set<string>>();

/** True the first time `key` is seen for `scope` (e.g. workflow and node id); false for a repeat. */
export function firstDelivery(scope: string, key: string): boolean {
  let keys = seen.get(scope);
  if (!keys) seen.set(scope, (keys = new Set()));
  if (keys.has(key)) return false;
  keys.add(key);
  if (keys.size > LIMIT) keys.delete(keys.values().next().value as string);
  return true;
}
