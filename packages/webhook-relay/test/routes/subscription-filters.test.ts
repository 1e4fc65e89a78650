/** `filters` on `POST /v1/subscriptions`, on both stores: only matching events reach the subscriber. */
import { errorAnswer, subscriptionAnswer } from '../../src/routes/answer-schemas';
import { api, postEvent, project } from '../helpers/events';
import { relayHarness, STORE_KINDS, TENANT } from '../helpers/relay';
import { startSink, type Sink } from '../helpers/sink';

const JOBS = [
  project('p1', 'complete', { type: 'FACE_SWAP', name: '[zap-7] Summer promo' }),
  project('p2', 'complete', { type: 'LIP_SYNC', name: '[zap-7] Clip' }),
  project('p3', 'complete', { type: 'FACE_SWAP', name: 'Manual promo' }),
  project('p4', 'complete', { type: 'TEXT_TO_VIDEO', name: '[zap-8] Promo reel' }),
];

describe.each(STORE_KINDS)('subscription filters API (%s store)', (kind) => {
  const harness = relayHarness(kind);
  const closing: Sink[] = [];
  afterEach(() => Promise.all(closing.splice(0).map((s) => s.close())));

  it('delivers exactly the events passing each filter and records no delivery for the others', async () => {
    const relay = await harness.start();
    const sinks = await Promise.all([startSink(), startSink(), startSink()]);
    closing.push(...sinks);
    const subscribe = async (i: number, filters: unknown) => {
      const r = await api(relay.url, 'POST', '/v1/subscriptions', {
        url: sinks[i]!.url,
        events: ['video.completed'],
        filters,
      });
      expect(r.status).toBe(201);
      expect(() => subscriptionAnswer.strict().parse(r.body)).not.toThrow();
      return r.body as { id: string; filters: unknown };
    };
    const tool = await subscribe(0, { tools: ['FACE_SWAP'] });
    expect(tool.filters).toEqual({ tools: ['FACE_SWAP'] });
    const name = await subscribe(1, { name_starts_with: '  SUMMER', name_contains: 'PROMO' });
    const mine = await subscribe(2, { created_by: 'zap-7' });
    for (const job of JOBS)
      expect((await postEvent(relay.url, TENANT.id, 'video.completed', job)).status).toBe(202);
    await Promise.all([sinks[0]!.waitFor(2), sinks[1]!.waitFor(1), sinks[2]!.waitFor(2)]);
    await new Promise((r) => setTimeout(r, 200));
    const heard = sinks.map((s) =>
      s.received.map((r) => (JSON.parse(r.body) as { data: { id: string } }).data.id).sort(),
    );
    expect(heard).toEqual([['p1', 'p3'], ['p1'], ['p1', 'p2']]);
    const rows = async (sub: { id: string }) =>
      (await api(relay.url, 'GET', `/v1/deliveries?subscription_id=${sub.id}`)).body.data.length;
    expect([await rows(tool), await rows(name), await rows(mine)]).toEqual([2, 1, 2]);
  });

  it('answers 400 in the service error shape for bad filters, and stores nothing', async () => {
    const relay = await harness.start();
    for (const filters of [
      { tools: ['NOT_A_TOOL'] },
      { tools: [] },
      { tools: 'FACE_SWAP' },
      { name_contains: '' },
      { name_starts_with: 'x'.repeat(300) },
      { created_by: 'has space' },
      { created_by: 42 },
      { by_color: 'red' },
      'FACE_SWAP',
    ]) {
      const r = await api(relay.url, 'POST', '/v1/subscriptions', {
        url: 'https://hooks.example.com/a',
        filters,
      });
      expect(r.status).toBe(400);
      expect(() => errorAnswer.strict().parse(r.body)).not.toThrow();
      expect(r.body.message).toMatch(/^filters/);
    }
    expect((await api(relay.url, 'GET', '/v1/subscriptions')).body.data).toEqual([]);
  });
});
