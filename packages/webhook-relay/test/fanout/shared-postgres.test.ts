/** Several relay instances on one PostgreSQL store share the fan-out without sending twice. */
import { startRelay, type RunningRelay } from '../../src';
import { api, postEvent, project } from '../helpers/events';
import { createTestDatabase } from '../helpers/postgres';
import { TENANT } from '../helpers/relay';
import { startSink } from '../helpers/sink';

describe('relays sharing a PostgreSQL store', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  const relays: RunningRelay[] = [];
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(relays.map((r) => r.close()));
    await db.drop();
  });

  it('delivers every event ingested at any instance once, sent by whichever instance claimed it', async () => {
    const sink = await startSink(() => ({ delayMs: 5 }));
    const options = {
      port: 0,
      host: '127.0.0.1',
      store: db.url,
      tenants: [TENANT],
      allowPrivateSubscribers: true,
      quiet: true,
    };
    relays.push(await startRelay(options), await startRelay(options), await startRelay(options));
    await api(relays[0]!.url, 'POST', '/v1/subscriptions', { url: sink.url });
    const ids = Array.from({ length: 150 }, (_, i) => `p${i}`);
    await Promise.all(
      ids.map((id, i) => postEvent(relays[i % 3]!.url, TENANT.id, 'video.completed', project(id))),
    );
    await Promise.all(
      ids
        .slice(0, 30)
        .map((id, i) =>
          postEvent(relays[(i + 1) % 3]!.url, TENANT.id, 'video.completed', project(id)),
        ),
    );
    await sink.waitFor(150);
    await new Promise((r) => setTimeout(r, 500));
    const seen = sink.received.map((r) => JSON.parse(r.body).data.id as string);
    expect(seen.sort()).toEqual([...ids].sort());
    const senders = await Promise.all(
      relays.map(async (r) =>
        Number(
          /relay_deliveries_total\{outcome="delivered"\} (\d+)/.exec(
            await (await fetch(`${r.url}/metrics`)).text(),
          )?.[1] ?? 0,
        ),
      ),
    );
    expect(senders.reduce((a, b) => a + b, 0)).toBe(150);
    expect(senders.filter((n) => n > 0).length).toBeGreaterThan(1);
    await sink.close();
  });
});
