/**
 * Secrets at rest: AES-256-GCM under keys from `RELAY_SECRET_KEYS` (`<keyId>:<base64 32-byte key>`,
 * comma-separated, the first is current). A sealed value is `v1.<keyId>.<iv>.<ciphertext+tag>`
 * (base64url), so a value sealed under an older key still opens after rotation.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const PREFIX = 'v1.';
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** One key of the list. */
export interface SecretKey {
  id: string;
  key: Buffer;
}

/** Seals and opens secrets kept in the store. */
export interface SecretBox {
  /** Id of the key new values are sealed with. */
  readonly currentKeyId: string;
  /** Every key, current first (the keyed hash derives its peppers from them). */
  readonly keys: readonly SecretKey[];
  /** `v1.<keyId>.<iv>.<ciphertext+tag>` under the current key; a fresh IV each time. */
  seal(plaintext: string): string;
  /**
   * The plaintext of a sealed value, under whichever listed key sealed it. A value without the
   * `v1.` prefix is legacy plaintext and comes back as it is. Throws when the key id is not listed
   * or the value was altered (the message names the key id, never the value).
   */
  open(stored: string): string;
}

/**
 * Parses `RELAY_SECRET_KEYS`; throws a message that says what is wrong with which entry
 * (never echoing key material).
 */
export function parseSecretKeys(text: string): SecretKey[] {
  const entries = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!entries.length) throw new Error('must list at least one <keyId>:<base64 32-byte key>');
  const seen = new Set<string>();
  return entries.map((entry, i) => {
    const at = entry.indexOf(':');
    const id = at > 0 ? entry.slice(0, at) : '';
    if (!KEY_ID.test(id))
      throw new Error(
        `entry ${i + 1} must start with a key id (1-32 letters, digits, _ or -) and ':'`,
      );
    if (seen.has(id)) throw new Error(`key id "${id}" is listed twice`);
    seen.add(id);
    const key = Buffer.from(entry.slice(at + 1), 'base64');
    if (key.length !== 32)
      throw new Error(`key "${id}" must be 32 bytes in base64 (openssl rand -base64 32)`);
    return { id, key };
  });
}

/** A box over `keys` (current first). */
export function createSecretBox(keys: readonly SecretKey[]): SecretBox {
  const [current] = keys;
  if (!current) throw new Error('A secret box needs at least one key');
  const byId = new Map(keys.map((k) => [k.id, k.key]));
  return {
    currentKeyId: current.id,
    keys,
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      const body = Buffer.concat([
        cipher.update(plaintext, 'utf8'),
        cipher.final(),
        cipher.getAuthTag(),
      ]);
      return `${PREFIX}${current.id}.${iv.toString('base64url')}.${body.toString('base64url')}`;
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const [id = '', iv = '', body = ''] = stored.slice(PREFIX.length).split('.');
      const key = byId.get(id);
      if (!key)
        throw new Error(
          `A stored secret was sealed with key "${id}", which RELAY_SECRET_KEYS no longer lists`,
        );
      const raw = Buffer.from(body, 'base64url');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(raw.subarray(raw.length - 16));
        return Buffer.concat([
          decipher.update(raw.subarray(0, raw.length - 16)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new Error(
          `A stored secret sealed with key "${id}" does not open (altered, or another key with that id)`,
        );
      }
    },
  };
}

/** The box when `RELAY_SECRET_KEYS` is set, else undefined (secrets are then stored as given). */
export function secretBoxFromConfig(secretKeys: string | undefined): SecretBox | undefined {
  return secretKeys ? createSecretBox(parseSecretKeys(secretKeys)) : undefined;
}
