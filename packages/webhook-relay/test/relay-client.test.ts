/** The core's relay client and delivery verifier against a real relay (SQLite store). */
import { RelayError, createRelayClient, verifyDelivery } from '@genservice/core/internal';
import { createNodeRuntime } from '@genservice/core/node';
import { API_TOKEN, postEvent, project } from './helpers/events';
import { relayHarness, TENANT } from './helpers/relay';
import { startSink, type Sink } from './helpers/sink';

const sinks: Sink[] = [];
afterEach(async () => Promise.all(sinks.splice(0).map((s) => s.close())));
const sink = async () => {
  const s = await startSink();
  sinks.push(s);
  return s;
};

describe('core relay client ↔ relay', () => {
  const harness = relayHarness('sqlite');
  const clientFor = (url: string, token = API_TOKEN) =>
    createRelayClient({ baseUrl: url, token, runtime: createNodeRuntime() });

  it('subscribes, and verifyDelivery accepts exactly what the relay delivers', async () => {
    const s = await sink();
    const relay = await harness.start();
    const sub = await clientFor(relay.url).subscribe({ url: s.url, events: ['video.completed'] });
    expect(sub.secret).toMatch(/^whsec_/);
    await postEvent(relay.url, TENANT.id, 'video.completed', project('p1'));
    const [d] = await s.waitFor(1);
    const event = verifyDelivery({ rawBody: d!.body, headers: d!.headers, secret: sub.secret });
    expect(event).toMatchObject({
      type: 'video.completed',
      kind: 'video',
      action: 'completed',
      job: { id: 'p1', status: 'complete' },
      id: d!.headers['webhook-id'],
    });
    expect(() =>
      verifyDelivery({ rawBody: `${d!.body} `, headers: d!.headers, secret: sub.secret }),
    ).toThrow('No matching webhook signature');
  });

  it('watches one job: only its final event is delivered, once, and the watch completes', async () => {
    const s = await sink();
    const relay = await harness.start();
    const client = clientFor(relay.url);
    const watch = await client.watch('image', 'img-1', s.url);
    await postEvent(relay.url, TENANT.id, 'image.started', project('img-1', 'rendering'));
    await postEvent(relay.url, TENANT.id, 'image.completed', project('img-2'));
    await postEvent(relay.url, TENANT.id, 'image.completed', project('img-1'));
    const [d] = await s.waitFor(1);
    expect(
      verifyDelivery({ rawBody: d!.body, headers: d!.headers, secret: watch.secret }).job.id,
    ).toBe('img-1');
    await new Promise((r) => setTimeout(r, 200));
    expect(s.received).toHaveLength(1);
    await expect(client.get(watch.id)).resolves.toMatchObject({ once: true, project_id: 'img-1' });
  });

  it('lists recent events shaped like deliveries, newest first, filtered by pattern', async () => {
    const relay = await harness.start();
    await postEvent(relay.url, TENANT.id, 'video.completed', project('v1'));
    await postEvent(relay.url, TENANT.id, 'audio.completed', project('a1'));
    await postEvent(relay.url, TENANT.id, 'video.errored', project('v2', 'error'));
    const events = await clientFor(relay.url).recentEvents(['video.*'], 10);
    expect(events.map((e) => [e.type, e.data.id])).toEqual([
      ['video.errored', 'v2'],
      ['video.completed', 'v1'],
    ]);
    expect(events[0]).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: 'video.errored',
      timestamp: expect.any(String),
      data: expect.objectContaining({ id: 'v2' }),
    });
  });

  it('unsubscribes, and unsubscribing again counts as done (404 by status)', async () => {
    const relay = await harness.start();
    const client = clientFor(relay.url);
    const sub = await client.subscribe({ url: 'https://hooks.example.com/x' });
    await client.unsubscribe(sub.id);
    await expect(client.unsubscribe(sub.id)).resolves.toBeUndefined();
    await expect(client.get(sub.id)).resolves.toBeUndefined();
  });

  it('fails a wrong token with RelayError 401 that never shows the token', async () => {
    const relay = await harness.start();
    const token = 'wrong-token-should-not-leak';
    const err = (await clientFor(relay.url, token)
      .recentEvents(['*'])
      .catch((e: unknown) => e)) as RelayError;
    expect(err).toBeInstanceOf(RelayError);
    expect(err.status).toBe(401);
    expect(`${err.message} ${JSON.stringify(err)}`).not.toContain(token);
  });

  it('reports a refused subscriber URL with the relay’s reason', async () => {
    const relay = await harness.start({ allowPrivateSubscribers: false });
    const err = (await clientFor(relay.url)
      .subscribe({ url: 'http://127.0.0.1:9/hook' })
      .catch((e: unknown) => e)) as RelayError;
    expect(err).toBeInstanceOf(RelayError);
    expect(err.status).toBe(422);
    expect(err.hint).toMatch(/public https URL/);
  });
});
