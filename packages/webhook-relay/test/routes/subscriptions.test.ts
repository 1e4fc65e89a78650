/** The subscriptions, events and deliveries API as n8n and Zapier use it, on both stores. */
import { api, postEvent, project } from '../helpers/events';
import { relayHarness, STORE_KINDS, TENANT } from '../helpers/relay';
import { startSink } from '../helpers/sink';

const OTHER = {
  id: 'other',
  inboundSecret: 'whsec_other_tenant_secret',
  apiToken: 'other-tenant-token-0123456789',
};

describe.each(STORE_KINDS)('subscriptions API (%s store)', (kind) => {
  const harness = relayHarness(kind);

  it('creates, lists, reads and deletes a subscription; the whsec_ secret is shown only at creation', async () => {
    const relay = await harness.start();
    const created = await api(relay.url, 'POST', '/v1/subscriptions', {
      url: 'https://hooks.example.com/a',
      events: ['video.completed', '*.errored'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.stringMatching(/^sub_/),
      url: 'https://hooks.example.com/a',
      events: ['video.completed', '*.errored'],
      project_id: null,
      once: false,
      status: 'active',
    });
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const listed = await api(relay.url, 'GET', '/v1/subscriptions');
    expect(listed.body.data).toHaveLength(1);
    expect(listed.body.data[0].secret).toBeUndefined();
    expect((await api(relay.url, 'GET', `/v1/subscriptions/${created.body.id}`)).body.id).toBe(
      created.body.id,
    );
    expect((await api(relay.url, 'DELETE', `/v1/subscriptions/${created.body.id}`)).status).toBe(
      204,
    );
    expect((await api(relay.url, 'DELETE', `/v1/subscriptions/${created.body.id}`)).status).toBe(
      404,
    );
    expect((await api(relay.url, 'GET', `/v1/subscriptions/${created.body.id}`)).status).toBe(404);
  });

  it('refuses requests without the tenant token and keeps tenants apart', async () => {
    const relay = await harness.start({ tenants: [TENANT, OTHER] });
    expect(
      (await api(relay.url, 'GET', '/v1/subscriptions', undefined, 'wrong-token-0123456789'))
        .status,
    ).toBe(401);
    expect((await fetch(`${relay.url}/v1/subscriptions`)).status).toBe(401);
    const mine = await api(relay.url, 'POST', '/v1/subscriptions', {
      url: 'https://hooks.example.com/a',
    });
    expect(mine.status).toBe(201);
    expect(
      (await api(relay.url, 'GET', `/v1/subscriptions/${mine.body.id}`, undefined, OTHER.apiToken))
        .status,
    ).toBe(404);
    expect(
      (
        await api(
          relay.url,
          'DELETE',
          `/v1/subscriptions/${mine.body.id}`,
          undefined,
          OTHER.apiToken,
        )
      ).status,
    ).toBe(404);
    expect(
      (await api(relay.url, 'GET', '/v1/subscriptions', undefined, OTHER.apiToken)).body.data,
    ).toEqual([]);
  });

  it.each([
    [{ events: ['*'] }, 'url'],
    [{ url: 'https://a.example.com', events: ['video.finished'] }, 'events.0: must name one of'],
    [{ url: 'https://a.example.com', events: [] }, 'events'],
    [{ url: 'https://a.example.com', once: true }, 'once needs project_id'],
  ])('answers 400 naming the problem for %j', async (body, message) => {
    const relay = await harness.start();
    const res = await api(relay.url, 'POST', '/v1/subscriptions', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('answers 413 to an oversized API body', async () => {
    const relay = await harness.start();
    const res = await api(relay.url, 'POST', '/v1/subscriptions', {
      url: 'https://a.example.com',
      note: 'x'.repeat(100_000),
    });
    expect(res.status).toBe(413);
  });

  it('fires a project watch once and completes it', async () => {
    const s = await startSink();
    const relay = await harness.start();
    const watch = await api(relay.url, 'POST', '/v1/subscriptions', {
      url: s.url,
      events: ['*.completed', '*.errored'],
      project_id: 'p1',
      once: true,
    });
    await postEvent(relay.url, TENANT.id, 'video.completed', project('p2'));
    await postEvent(relay.url, TENANT.id, 'video.started', project('p1', 'rendering'));
    await postEvent(relay.url, TENANT.id, 'video.completed', project('p1'));
    await postEvent(relay.url, TENANT.id, 'video.errored', project('p1', 'error'));
    await s.waitFor(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(
      s.received.map((r) => JSON.parse(r.body).data.id + ':' + JSON.parse(r.body).type),
    ).toEqual(['p1:video.completed']);
    expect((await api(relay.url, 'GET', `/v1/subscriptions/${watch.body.id}`)).body.status).toBe(
      'completed',
    );
    await s.close();
  });

  it('lists recent events newest first, shaped like deliveries, filtered by type patterns', async () => {
    const relay = await harness.start();
    await postEvent(relay.url, TENANT.id, 'video.started', project('p1', 'rendering'));
    await postEvent(relay.url, TENANT.id, 'video.completed', project('p1'));
    await postEvent(relay.url, TENANT.id, 'image.completed', project('i1'));
    const all = await api(relay.url, 'GET', '/v1/events');
    expect(all.body.data.map((e: { type: string }) => e.type)).toEqual([
      'image.completed',
      'video.completed',
      'video.started',
    ]);
    expect(all.body.data[0]).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: 'image.completed',
      timestamp: expect.any(String),
      data: expect.objectContaining({ id: 'i1' }),
    });
    const completed = await api(relay.url, 'GET', '/v1/events?type=*.completed&limit=1');
    expect(completed.body.data.map((e: { type: string }) => e.type)).toEqual(['image.completed']);
    expect((await api(relay.url, 'GET', '/v1/events?type=video.started')).body.data).toHaveLength(
      1,
    );
  });

  it('lists deliveries by status and subscription, and answers 404 to replaying one that has not failed', async () => {
    const s = await startSink();
    const relay = await harness.start();
    const sub = await api(relay.url, 'POST', '/v1/subscriptions', { url: s.url });
    await postEvent(relay.url, TENANT.id, 'audio.completed', project('a1'));
    await s.waitFor(1);
    let rows: { id: string; status: string }[] = [];
    for (let i = 0; i < 50 && rows[0]?.status !== 'delivered'; i++) {
      await new Promise((r) => setTimeout(r, 20));
      rows = (await api(relay.url, 'GET', `/v1/deliveries?subscription_id=${sub.body.id}`)).body
        .data;
    }
    expect(rows).toMatchObject([
      { status: 'delivered', attempts: 1, event_type: 'audio.completed', last_status: 204 },
    ]);
    expect((await api(relay.url, 'POST', `/v1/deliveries/${rows[0]!.id}/replay`)).status).toBe(404);
    expect((await api(relay.url, 'GET', '/v1/deliveries?status=weird')).status).toBe(400);
    await s.close();
  });
});
