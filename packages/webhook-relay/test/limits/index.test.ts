/**
 * Which counter the limits use, chosen by the store: SQLite keeps today's in-process token
 * buckets (answering at once, refilled evenly), PostgreSQL counts in the shared table.
 */
import { openLimits, type LimitsConfig } from '../../src/limits';
import { RateLimiter } from '../../src/limits/rate';
import { project, signedEvent } from '../helpers/events';
import { createTestDatabase } from '../helpers/postgres';
import { relayHarness } from '../helpers/relay';

const numbers = {
  limitSubscriptions: 5,
  limitInboundPerMin: 3,
  limitApiPerMin: 4,
  limitTenantCreatesPerMin: 2,
};

describe('openLimits', () => {
  it('counts in this instance memory on SQLite, answering without waiting', async () => {
    const config: LimitsConfig = { ...numbers, store: 'sqlite::memory:', limitTable: 'unused' };
    const limits = await openLimits(config, 'sqlite', () => 1_000_000);
    expect(limits.kind).toBe('memory');
    for (const limiter of [limits.inbound, limits.api, limits.tenantCreates])
      expect(limiter).toBeInstanceOf(RateLimiter);
    expect([1, 2, 3, 4].map(() => limits.inbound.take('acme'))).toEqual([0, 0, 0, 20]);
    expect(limits.api.perMinute).toBe(4);
    await limits.close();
  });

  it('counts in one PostgreSQL table on PostgreSQL, so two instances share a tenant limit, concurrent takes included', async () => {
    const db = await createTestDatabase();
    try {
      const config: LimitsConfig = { ...numbers, store: db.url, limitTable: 'limits_select' };
      const [a, b] = [await openLimits(config, 'postgres'), await openLimits(config, 'postgres')];
      try {
        expect(a.kind).toBe('postgres');
        expect(a.inbound).not.toBeInstanceOf(RateLimiter);
        expect(await a.inbound.take('acme')).toBe(0);
        expect(await b.inbound.take('acme')).toBe(0);
        expect(await a.inbound.take('acme')).toBe(0);
        const wait = await b.inbound.take('acme');
        expect(wait).toBeGreaterThan(0);
        expect(wait).toBeLessThanOrEqual(60);
        expect(await a.inbound.take('other')).toBe(0);
        const burst = await Promise.all(
          Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).api.take('acme')),
        );
        expect(burst.filter((wait) => wait === 0)).toHaveLength(4);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    } finally {
      await db.drop();
    }
  });
});

describe('inbound limit on the SQLite store', () => {
  const harness = relayHarness('sqlite');

  it('still refills evenly: 429 with Retry-After of one token (60 s / limit) past the burst', async () => {
    const relay = await harness.start({ limitInboundPerMin: 2 });
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const { body, headers } = signedEvent('video.completed', project(`p${i}`));
      const res = await fetch(`${relay.url}/v1/inbound/acme`, { method: 'POST', headers, body });
      answers.push({ status: res.status, retryAfter: res.headers.get('retry-after') });
      await res.arrayBuffer();
    }
    expect(answers).toEqual([
      { status: 202, retryAfter: null },
      { status: 202, retryAfter: null },
      { status: 429, retryAfter: '30' },
    ]);
  });
});
