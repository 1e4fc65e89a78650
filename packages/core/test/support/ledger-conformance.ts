/**
 * The semantics every idempotency ledger must keep (memory, relay, host stores). Each
 * implementation's test file calls `describeLedgerConformance`; `make` is called once for the
 * suite and every test uses its own keys, so a shared durable store needs no cleanup.
 */
import type { IdempotencyLedger, LedgerEntry } from '../../src/ledger/types';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const DAY = 86_400_000;

/** Runs the ledger conformance tests against the ledger `make` returns. */
export function describeLedgerConformance(
  name: string,
  make: () => Promise<{ ledger: IdempotencyLedger; close?: () => Promise<void> }>,
): void {
  describe(`${name} keeps the idempotency ledger contract`, () => {
    let ledger: IdempotencyLedger;
    let close: (() => Promise<void>) | undefined;
    let run = 0;
    const prefix = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    const fresh = (label: string) => `${prefix}-${++run}-${label}`;
    const claim = (key: string, fingerprint = 'f'.repeat(64), windowMs = DAY) =>
      ledger.claim({ key, fingerprint, operation: 'face-swap', windowMs });

    beforeAll(async () => {
      ({ ledger, close } = await make());
    });
    afterAll(async () => {
      await close?.();
    });

    test('says where it keeps keys', () => {
      expect(typeof ledger.where).toBe('string');
      expect(ledger.where.length).toBeGreaterThan(0);
    });

    test('get of an unknown key is undefined', async () => {
      expect(await ledger.get(fresh('nobody'))).toBeUndefined();
    });

    test('the first claim writes a pending attempt 1; the next returns it unchanged', async () => {
      const key = fresh('once');
      const first = await claim(key, 'a'.repeat(64));
      expect(first.claimed).toBe(true);
      expect(first.entry).toEqual<LedgerEntry>({
        key,
        fingerprint: 'a'.repeat(64),
        operation: 'face-swap',
        state: 'pending',
        attempt: 1,
        projectId: null,
        sentAt: expect.any(Number),
        updatedAt: expect.any(Number),
      });
      expect(first.entry.updatedAt).toBeGreaterThanOrEqual(first.entry.sentAt);
      const again = await claim(key, 'b'.repeat(64));
      expect(again).toEqual({ claimed: false, entry: first.entry });
      expect(await ledger.get(key)).toEqual(first.entry);
    });

    test('of 20 racing claims on one key exactly one wins', async () => {
      const key = fresh('race');
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => claim(key, String(i).padStart(64, '0'))),
      );
      const winners = results.filter((r) => r.claimed);
      expect(winners).toHaveLength(1);
      for (const r of results) expect(r.entry).toEqual(winners[0]!.entry);
    });

    test('settle records a created project or an unknown outcome', async () => {
      const created = fresh('created');
      const c = await claim(created);
      await ledger.settle(created, c.entry.attempt, { state: 'created', projectId: 'proj_1' });
      const got = await ledger.get(created);
      expect(got).toMatchObject({ state: 'created', projectId: 'proj_1', attempt: 1 });
      expect(got!.sentAt).toBe(c.entry.sentAt);
      expect(await claim(created)).toEqual({ claimed: false, entry: got });

      const unknown = fresh('unknown');
      const u = await claim(unknown);
      await ledger.settle(unknown, u.entry.attempt, { state: 'unknown' });
      expect(await ledger.get(unknown)).toMatchObject({ state: 'unknown', projectId: null });
    });

    test('of two racing retakes of one attempt exactly one wins', async () => {
      const key = fresh('retake');
      const c = await claim(key);
      await ledger.settle(key, 1, { state: 'created', projectId: 'proj_failed' });
      const [a, b] = await Promise.all([ledger.retake(key, 1), ledger.retake(key, 1)]);
      const won = [a, b].filter((r) => r !== undefined);
      expect(won).toHaveLength(1);
      expect(won[0]).toMatchObject({ key, state: 'pending', attempt: 2, projectId: null });
      expect(won[0]!.sentAt).toBeGreaterThanOrEqual(c.entry.sentAt);
      expect(await ledger.get(key)).toEqual(won[0]);
      expect(await ledger.retake(key, 1)).toBeUndefined();
      expect(await ledger.retake(fresh('no-such-key'), 1)).toBeUndefined();
    });

    test('settle and release of a stale attempt are ignored', async () => {
      const key = fresh('stale');
      await claim(key);
      const current = await ledger.retake(key, 1);
      await ledger.settle(key, 1, { state: 'created', projectId: 'proj_old' });
      await ledger.release(key, 1);
      expect(await ledger.get(key)).toEqual(current);
      await ledger.settle(key, 2, { state: 'created', projectId: 'proj_new' });
      expect(await ledger.get(key)).toMatchObject({ attempt: 2, projectId: 'proj_new' });
    });

    test('release forgets a pending attempt so a new claim wins; a settled one stays', async () => {
      const key = fresh('release');
      await claim(key, 'a'.repeat(64));
      await ledger.release(key, 1);
      const next = await claim(key, 'b'.repeat(64));
      expect(next.claimed).toBe(true);
      expect(next.entry).toMatchObject({ fingerprint: 'b'.repeat(64), state: 'pending' });

      await ledger.settle(key, next.entry.attempt, { state: 'created', projectId: 'proj_kept' });
      await ledger.release(key, next.entry.attempt);
      expect(await ledger.get(key)).toMatchObject({ state: 'created', projectId: 'proj_kept' });
    });

    test('a claim replaces an entry last updated more than windowMs ago', async () => {
      const key = fresh('window');
      await claim(key, 'a'.repeat(64), 150);
      await ledger.settle(key, 1, { state: 'created', projectId: 'proj_expiring' });
      expect((await claim(key, 'b'.repeat(64), 150)).claimed).toBe(false);
      await sleep(400);
      expect((await claim(key, 'b'.repeat(64), 60_000)).claimed).toBe(false);
      const late = await claim(key, 'b'.repeat(64), 150);
      expect(late.claimed).toBe(true);
      expect(late.entry).toMatchObject({
        fingerprint: 'b'.repeat(64),
        state: 'pending',
        attempt: 2,
        projectId: null,
      });
    });

    test('keys with unicode, slashes, colons and percent signs are distinct and kept as given', async () => {
      const base = fresh('odd');
      const keys = [
        `${base}:sku/42`,
        `${base}:sku%2F42`,
        `${base}:sku 42?x=1#y`,
        `${base}:Größe-🎬-日本`,
        `${base}:..`,
        `${base}/`.padEnd(256, 'k'),
      ];
      for (const [i, key] of keys.entries()) {
        const c = await claim(key);
        expect(c).toMatchObject({ claimed: true, entry: { key, attempt: 1 } });
        await ledger.settle(key, 1, { state: 'created', projectId: `proj_${i}` });
      }
      for (const [i, key] of keys.entries())
        expect(await ledger.get(key)).toMatchObject({ key, projectId: `proj_${i}` });
    });
  });
}
