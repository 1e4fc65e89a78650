/**
 * How a hosted tenant is found from its service API key without storing the key in the clear:
 * HMAC-SHA256 under a server pepper. The pepper is `RELAY_KEY_PEPPER` when set; otherwise one
 * is derived (HKDF-SHA256) from each key of `RELAY_SECRET_KEYS`, so lookups keep working while
 * keys rotate (the tenant's hash moves to the current pepper when it is found by an older one).
 */
import { createHmac, hkdfSync } from 'node:crypto';
import type { SecretKey } from '../secrets/box';

/** Peppers, current first. */
export function keyPeppers(keys: readonly SecretKey[], pepper?: string): Buffer[] {
  if (pepper) return [Buffer.from(pepper, 'utf8')];
  return keys.map((k) =>
    Buffer.from(hkdfSync('sha256', k.key, Buffer.alloc(0), 'genservice-relay tenant key hash', 32)),
  );
}

/** The keyed hash (hex) of `apiKey` under each pepper, current first. */
export function keyHashes(peppers: readonly Buffer[], apiKey: string): string[] {
  return peppers.map((p) => createHmac('sha256', p).update(apiKey, 'utf8').digest('hex'));
}
