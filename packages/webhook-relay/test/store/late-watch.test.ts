/** A watch created after its project's final event was stored, through the relay's API, on both stores. */
import { api, postEvent, project } from '../helpers/events';
import { relayHarness, STORE_KINDS, TENANT } from '../helpers/relay';
import { startSink } from '../helpers/sink';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(STORE_KINDS)('a watch created after its event (%s store)', (kind) => {
  const harness = relayHarness(kind);

  it('is delivered the stored final event at once, exactly one time', async () => {
    const sink = await startSink();
    const relay = await harness.start();
    await postEvent(relay.url, TENANT.id, 'video.started', project('p1', 'rendering'));
    await postEvent(relay.url, TENANT.id, 'video.errored', project('p1', 'error'));
    const created = await api(relay.url, 'POST', '/v1/subscriptions', {
      url: sink.url,
      project_id: 'p1',
      once: true,
      events: ['*.completed', '*.errored'],
    });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('completed');
    const [delivery] = await sink.waitFor(1);
    expect(JSON.parse(delivery!.body)).toMatchObject({
      type: 'video.errored',
      data: { id: 'p1', status: 'error' },
    });
    const again = await postEvent(relay.url, TENANT.id, 'video.errored', project('p1', 'error'));
    expect(again.body.duplicate).toBe(true);
    await postEvent(relay.url, TENANT.id, 'video.completed', project('p1'));
    await sleep(1_200);
    expect(sink.received).toHaveLength(1);
    const listed = await api(relay.url, 'GET', `/v1/subscriptions/${created.body.id}`);
    expect(listed.body.status).toBe('completed');
    await sink.close();
  });

  it('stays active when no stored event of its project matches, and fires on the next one', async () => {
    const sink = await startSink();
    const relay = await harness.start();
    await postEvent(relay.url, TENANT.id, 'video.started', project('p2', 'rendering'));
    await postEvent(relay.url, TENANT.id, 'video.completed', project('other'));
    const created = await api(relay.url, 'POST', '/v1/subscriptions', {
      url: sink.url,
      project_id: 'p2',
      once: true,
      events: ['*.completed'],
    });
    expect(created.body.status).toBe('active');
    await postEvent(relay.url, TENANT.id, 'video.completed', project('p2'));
    const [delivery] = await sink.waitFor(1);
    expect(JSON.parse(delivery!.body).data.id).toBe('p2');
    await sink.close();
  });
});
