/** Fan-out: Standard Webhooks signing, outcomes by status, schedule, isolation; on both stores. */
import { Webhook } from 'standardwebhooks';
import { STANDARD_SCHEDULE_MS } from '../../src';
import { api, postEvent, project } from '../helpers/events';
import { relayHarness, STORE_KINDS, TENANT } from '../helpers/relay';
import { startSink, type Sink } from '../helpers/sink';

const sinks: Sink[] = [];
afterEach(async () => Promise.all(sinks.splice(0).map((s) => s.close())));
const sink = async (...args: Parameters<typeof startSink>) => {
  const s = await startSink(...args);
  sinks.push(s);
  return s;
};
const until = async (check: () => Promise<boolean> | boolean, timeoutMs = 10_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe.each(STORE_KINDS)('fan-out (%s store)', (kind) => {
  const harness = relayHarness(kind);

  it('sends {type, timestamp, data} signed so the standardwebhooks library verifies it', async () => {
    const s = await sink();
    const relay = await harness.start();
    const created = await api(relay.url, 'POST', '/v1/subscriptions', {
      url: s.url,
      events: ['video.*'],
    });
    await postEvent(relay.url, TENANT.id, 'video.completed', project('p1'));
    const [d] = await s.waitFor(1);
    const verified = new Webhook(created.body.secret).verify(
      d!.body,
      d!.headers as Record<string, string>,
    );
    expect(verified).toMatchObject({
      type: 'video.completed',
      data: { id: 'p1', status: 'complete' },
    });
    expect(new Date((verified as { timestamp: string }).timestamp).toString()).not.toBe(
      'Invalid Date',
    );
    expect(d!.headers['webhook-id']).toMatch(/^msg_/);
    expect(() =>
      new Webhook('whsec_d3JvbmdzZWNyZXR3cm9uZ3NlY3JldA==').verify(
        d!.body,
        d!.headers as Record<string, string>,
      ),
    ).toThrow();
  });

  it('retries on the Standard Webhooks schedule under a fake clock, then keeps the delivery for replay', async () => {
    let now = Date.now();
    let status = 500;
    const s = await sink(() => ({ status }));
    const relay = await harness.start({ now: () => now, dispatch: false, retryJitter: 0 });
    await api(relay.url, 'POST', '/v1/subscriptions', { url: s.url });
    await postEvent(relay.url, TENANT.id, 'audio.completed', project('a1'));
    const start = now;
    const attemptsAt: number[] = [];
    for (const delay of STANDARD_SCHEDULE_MS) {
      now += delay - 1;
      expect(await relay.dispatcher.runOnce()).toBe(0);
      now += 1;
      expect(await relay.dispatcher.runOnce()).toBe(1);
      attemptsAt.push(now - start);
    }
    expect(attemptsAt).toEqual(
      STANDARD_SCHEDULE_MS.reduce<number[]>((acc, d) => [...acc, (acc.at(-1) ?? 0) + d], []),
    );
    now += 100 * 3_600_000;
    expect(await relay.dispatcher.runOnce()).toBe(0);
    expect(new Set(s.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(s.received.map((r) => Number(r.headers['webhook-timestamp']))).toEqual(
      attemptsAt.map((t) => Math.floor((start + t) / 1000)),
    );
    const failed = await api(relay.url, 'GET', '/v1/deliveries?status=failed');
    expect(failed.body.data).toMatchObject([{ status: 'failed', attempts: 10, last_status: 500 }]);
    status = 200;
    expect(
      (await api(relay.url, 'POST', `/v1/deliveries/${failed.body.data[0].id}/replay`)).status,
    ).toBe(202);
    expect(await relay.dispatcher.runOnce()).toBe(1);
    expect((await api(relay.url, 'GET', '/v1/deliveries?status=delivered')).body.data).toHaveLength(
      1,
    );
  });

  it('waits as long as a Retry-After asks when it exceeds the scheduled delay', async () => {
    let now = Date.now();
    const s = await sink(() => ({ status: 429, headers: { 'retry-after': '120' } }));
    const relay = await harness.start({ now: () => now, dispatch: false, retryJitter: 0 });
    await api(relay.url, 'POST', '/v1/subscriptions', { url: s.url });
    await postEvent(relay.url, TENANT.id, 'video.started', project('p1', 'rendering'));
    await relay.dispatcher.runOnce();
    now += 119_999;
    expect(await relay.dispatcher.runOnce()).toBe(0);
    now += 1;
    expect(await relay.dispatcher.runOnce()).toBe(1);
  });

  it('disables the subscription on 410 and sends it nothing more', async () => {
    const s = await sink(() => ({ status: 410 }));
    const relay = await harness.start();
    const sub = await api(relay.url, 'POST', '/v1/subscriptions', { url: s.url });
    await postEvent(relay.url, TENANT.id, 'video.completed', project('p1'));
    await until(
      async () =>
        (await api(relay.url, 'GET', `/v1/subscriptions/${sub.body.id}`)).body.status ===
        'disabled',
    );
    await postEvent(relay.url, TENANT.id, 'video.completed', project('p2'));
    await new Promise((r) => setTimeout(r, 300));
    expect(s.received).toHaveLength(1);
  });

  it('retries a 404, a timeout, a redirect and a refused connection instead of giving up', async () => {
    const elsewhere = await sink();
    const s = await sink((r, i) =>
      i === 0
        ? { status: 404 }
        : i === 1
          ? { delayMs: 1_000 }
          : i === 2
            ? { status: 302, headers: { location: elsewhere.url } }
            : {},
    );
    const relay = await harness.start({
      retryScheduleMs: [0, 10, 10, 10, 10],
      deliveryTimeoutMs: 200,
    });
    await api(relay.url, 'POST', '/v1/subscriptions', { url: s.url });
    await api(relay.url, 'POST', '/v1/subscriptions', { url: 'http://127.0.0.1:1/' });
    await postEvent(relay.url, TENANT.id, 'video.completed', project('p1'));
    await s.waitFor(4);
    await until(
      async () =>
        (await api(relay.url, 'GET', '/v1/deliveries?status=delivered')).body.data.length === 1,
    );
    expect(elsewhere.received).toHaveLength(0);
    await until(
      async () =>
        (await api(relay.url, 'GET', '/v1/deliveries?status=failed')).body.data.length === 1,
    );
    const [refused] = (await api(relay.url, 'GET', '/v1/deliveries?status=failed')).body.data;
    expect(refused).toMatchObject({ attempts: 5, last_error: 'Connection failed (ECONNREFUSED)' });
  });

  it('keeps a healthy subscriber fast while another one hangs', async () => {
    const slow = await sink(() => ({ delayMs: 5_000 }));
    const fast = await sink();
    const relay = await harness.start({ perSubscriberConcurrency: 2 });
    await api(relay.url, 'POST', '/v1/subscriptions', { url: slow.url });
    await api(relay.url, 'POST', '/v1/subscriptions', { url: fast.url });
    for (let i = 0; i < 20; i++)
      await postEvent(relay.url, TENANT.id, 'image.completed', project(`i${i}`));
    await fast.waitFor(20, 4_000);
    expect(slow.received.length).toBeLessThanOrEqual(2);
  });
});
