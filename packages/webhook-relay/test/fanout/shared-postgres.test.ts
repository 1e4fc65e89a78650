/** Several relay instances on one PostgreSQL store share the fan-out without sending twice. */
import { startRelay, type RunningRelay } from '../../src';
import { api, postEvent, project } from '../helpers/events';
import { createTestDatabase } from '../helpers/postgres';
import { localRelayOptions, TENANT } from '../helpers/relay';
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
    const options = localRelayOptions(db.url);
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

  it('keeps a delivery leased to the relay sending it past the lease (heartbeat): a slow attempt is not sent twice', async () => {
    const sink = await startSink(() => ({ delayMs: 3_500 }));
    const options = { ...localRelayOptions(db.url), leaseMs: 1_000 };
    relays.push(await startRelay(options), await startRelay(options));
    const [a, b] = relays.slice(-2) as [RunningRelay, RunningRelay];
    await api(a.url, 'POST', '/v1/subscriptions', { url: sink.url, events: ['image.*'] });
    await postEvent(b.url, TENANT.id, 'image.completed', project('slow'));
    await sink.waitFor(1);
    await new Promise((r) => setTimeout(r, 4_500));
    expect(sink.received).toHaveLength(1);
    const [delivery] = (
      await api(a.url, 'GET', '/v1/deliveries?status=delivered')
    ).body.data.filter((d: { event_type: string }) => d.event_type === 'image.completed');
    expect(delivery).toMatchObject({ attempts: 1 });
    await sink.close();
  }, 15_000);

  it('hands deliveries it claimed but did not send to the other relays at once when it stops', async () => {
    const sink = await startSink(() => ({ delayMs: 1_500 }));
    const options = {
      port: 0,
      host: '127.0.0.1',
      store: db.url,
      tenants: [TENANT],
      allowPrivateSubscribers: true,
      quiet: true,
      leaseMs: 60_000,
    };
    const a = await startRelay({ ...options, perSubscriberConcurrency: 1 });
    await api(a.url, 'POST', '/v1/subscriptions', { url: sink.url, events: ['audio.*'] });
    await postEvent(a.url, TENANT.id, 'audio.completed', project('first'));
    await postEvent(a.url, TENANT.id, 'audio.completed', project('second'));
    await sink.waitFor(1);
    const b = await startRelay(options);
    relays.push(b);
    await a.close();
    const received = await sink.waitFor(2, 5_000);
    expect(received.map((r) => JSON.parse(r.body).data.id).sort()).toEqual(['first', 'second']);
    await sink.close();
  }, 15_000);
});
