import { describeLedgerConformance } from '../../core/test/support/ledger-conformance';
import { CACHE_LEDGER_WHERE, createCacheLedger } from '../src/ledger';
import { memoryZCache } from './support/memory-zcache';

describeLedgerConformance('the z.cache ledger', async () => ({
  ledger: createCacheLedger(memoryZCache()),
}));

const claim = (ledger: ReturnType<typeof createCacheLedger>, key: string, windowMs = 60_000) =>
  ledger.claim({ key, fingerprint: 'f'.repeat(64), operation: 'face-swap', windowMs });

describe('the z.cache ledger', () => {
  it('keeps keys in the connection scope under hashed names, never the key itself', async () => {
    const cache = memoryZCache();
    const ledger = createCacheLedger(cache);
    await claim(ledger, 'zap-1:customer@example.com/sku 42');
    expect(cache.keys().length).toBeGreaterThan(0);
    for (const name of cache.keys()) {
      expect(name).toMatch(/^auth\|genservice:ledger:v1:[0-9a-f]{64}:(\d+|head)$/);
      expect(name).not.toContain('customer');
    }
  });

  it('forgets a key once its time to live has passed since the last change', async () => {
    let now = 1_000_000;
    const cache = memoryZCache(() => now);
    const ledger = createCacheLedger(cache, { ttlSeconds: 60, now: () => now });
    const first = await claim(ledger, 'k', 10 * 60_000);
    await ledger.settle('k', first.entry.attempt, { state: 'created', projectId: 'p1' });
    now += 59_000;
    expect(await ledger.get('k')).toMatchObject({ projectId: 'p1' });
    now += 2_000;
    expect(await ledger.get('k')).toBeUndefined();
    expect((await claim(ledger, 'k', 10 * 60_000)).claimed).toBe(true);
  });

  it('fails the claim when the storage records nothing (its rate limit), rather than claiming', async () => {
    const cache = memoryZCache();
    const refusing = { get: cache.get, set: async () => false };
    const ledger = createCacheLedger(refusing);
    await expect(claim(ledger, 'k')).rejects.toThrow(`${CACHE_LEDGER_WHERE} did not record`);
  });

  it('trusts the value read back, not what set answered: a write that lost the slot does not claim', async () => {
    const cache = memoryZCache();
    const rival = {
      key: 'k',
      fingerprint: 'b'.repeat(64),
      operation: 'face-swap',
      state: 'pending',
    };
    const racing = {
      get: cache.get,
      async set(key: string, value: unknown, ttl?: number, scope?: string[]) {
        await cache.set(key, value, ttl, scope);
        if (key.endsWith(':1')) {
          const at = Date.now();
          const entry = { ...rival, attempt: 1, projectId: null, sentAt: at, updatedAt: at };
          await cache.set(key, { ...entry, token: 'rival' }, ttl, scope);
        }
        return true;
      },
    };
    const result = await claim(createCacheLedger(racing), 'k');
    expect(result).toMatchObject({ claimed: false, entry: { fingerprint: 'b'.repeat(64) } });
    expect(result.entry).not.toHaveProperty('token');
  });
});
