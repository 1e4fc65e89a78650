import { createMemoryLedger } from '@genservice/core/internal';
import { DERIVED_WINDOW_MS, KEY_SCOPE, derivedKey } from '../src';

const params = { assets: { target_file_path: 'https://cdn.test.local/a.png' } };
const t0 = 10 * DERIVED_WINDOW_MS + 1000;

describe('derivedKey', () => {
  it('gives the same call in one window the same key, and other inputs another', async () => {
    const ledger = createMemoryLedger();
    const a = await derivedKey({ tool: 'face-swap-photo', params, now: t0, ledger });
    const b = await derivedKey({ tool: 'face-swap-photo', params, now: t0 + 5000, ledger });
    const other = await derivedKey({ tool: 'head-swap', params, now: t0, ledger });
    expect(b).toBe(a);
    expect(other).not.toBe(a);
  });

  it('keeps the previous window’s key when the ledger holds it, so a repeat across the boundary reuses it', async () => {
    const ledger = createMemoryLedger();
    const first = await derivedKey({ tool: 'face-swap-photo', params, now: t0, ledger });
    await ledger.claim({
      key: `${KEY_SCOPE}:${first}`,
      fingerprint: 'f',
      operation: 'face-swap-photo',
      windowMs: 1e9,
    });
    const later = await derivedKey({
      tool: 'face-swap-photo',
      params,
      now: t0 + DERIVED_WINDOW_MS,
      ledger,
    });
    expect(later).toBe(first);
  });

  it('changes when a local file changes', async () => {
    const ledger = createMemoryLedger();
    const a = await derivedKey({
      tool: 't',
      params,
      now: t0,
      ledger,
      fileFacts: { '/a.png': [10, 1] },
    });
    const b = await derivedKey({
      tool: 't',
      params,
      now: t0,
      ledger,
      fileFacts: { '/a.png': [11, 2] },
    });
    expect(a).not.toBe(b);
  });
});
