/** The secret box: AES-256-GCM with key ids, rotation, legacy plaintext, and messages without secrets. */
import { createSecretBox, parseSecretKeys } from '../../src/secrets/box';

const k = (id: string, fill: number) => `${id}:${Buffer.alloc(32, fill).toString('base64')}`;
const SECRET = 'whsec_dGhlIHBsYWludGV4dCBzZWNyZXQ=';

describe('secret box', () => {
  it('seals as v1.<keyId>.<iv>.<ciphertext+tag> with a fresh IV each time, and opens it', () => {
    const box = createSecretBox(parseSecretKeys(k('k1', 1)));
    const a = box.seal(SECRET);
    const b = box.seal(SECRET);
    expect(a).toMatch(/^v1\.k1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain(SECRET.slice(6));
    expect(box.open(a)).toBe(SECRET);
    expect(box.open(b)).toBe(SECRET);
  });

  it('opens a value sealed under an older key after rotation, and seals new ones under the current key', () => {
    const old = createSecretBox(parseSecretKeys(k('k1', 1)));
    const sealed = old.seal(SECRET);
    const rotated = createSecretBox(parseSecretKeys(`${k('k2', 2)}, ${k('k1', 1)}`));
    expect(rotated.open(sealed)).toBe(SECRET);
    expect(rotated.seal(SECRET)).toMatch(/^v1\.k2\./);
    expect(rotated.currentKeyId).toBe('k2');
  });

  it('returns a value without the v1. prefix as it is (plaintext stored before encryption)', () => {
    expect(createSecretBox(parseSecretKeys(k('k1', 1))).open(SECRET)).toBe(SECRET);
  });

  it('refuses an unlisted key id or an altered value, naming the key id but never the value', () => {
    const sealed = createSecretBox(parseSecretKeys(k('k1', 1))).seal(SECRET);
    expect(() => createSecretBox(parseSecretKeys(k('k2', 2))).open(sealed)).toThrow(
      'A stored secret was sealed with key "k1", which RELAY_SECRET_KEYS no longer lists',
    );
    const other = createSecretBox(parseSecretKeys(k('k1', 9)));
    expect(() => other.open(sealed)).toThrow(/sealed with key "k1" does not open/);
    const flipped = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BA' : 'AA');
    expect(() => createSecretBox(parseSecretKeys(k('k1', 1))).open(flipped)).toThrow(
      /does not open/,
    );
  });

  it.each([
    ['', 'must list at least one <keyId>:<base64 32-byte key>'],
    ['nokey', 'entry 1 must start with a key id'],
    ['k1:c2hvcnQ=', 'key "k1" must be 32 bytes in base64'],
    [`${k('k1', 1)},${k('k1', 2)}`, 'key id "k1" is listed twice'],
    ['bad.id:xx', 'entry 1 must start with a key id'],
  ])('parses %j with a message that says what is wrong', (text, message) => {
    expect(() => parseSecretKeys(text)).toThrow(message);
  });

  it('never echoes key material in a parse error', () => {
    const material = Buffer.alloc(31, 5).toString('base64');
    try {
      parseSecretKeys(`k1:${material}`);
      throw new Error('expected a failure');
    } catch (error) {
      expect((error as Error).message).not.toContain(material);
    }
  });
});
