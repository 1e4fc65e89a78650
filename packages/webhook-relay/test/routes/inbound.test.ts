/** Ingest: verification on raw bytes, limits, dedupe and durability before the 2xx, on both stores. */
import { request } from 'node:http';
import { api, INBOUND_SECRET, postEvent, project, signedEvent } from '../helpers/events';
import { relayHarness, STORE_KINDS, TENANT } from '../helpers/relay';
import { startSink } from '../helpers/sink';

describe.each(STORE_KINDS)('inbound webhooks (%s store)', (kind) => {
  const harness = relayHarness(kind);

  it('stores a verified event before answering 202 and lists it as a recent event', async () => {
    const relay = await harness.start();
    const res = await postEvent(relay.url, TENANT.id, 'video.completed', project('p1'));
    expect(res).toEqual({ status: 202, body: { received: true, duplicate: false } });
    const events = await relay.store.recentEvents(TENANT.id, { limit: 10 });
    expect(events).toMatchObject([
      { type: 'video.completed', projectId: 'p1', dedupeKey: 'p1:video.completed' },
    ]);
  });

  it('stores and delivers a duplicated event once', async () => {
    const sink = await startSink();
    const relay = await harness.start();
    await api(relay.url, 'POST', '/v1/subscriptions', { url: sink.url, events: ['*'] });
    const first = await postEvent(relay.url, TENANT.id, 'video.completed', project('p1'));
    const again = await Promise.all(
      [1, 2, 3].map(() => postEvent(relay.url, TENANT.id, 'video.completed', project('p1'))),
    );
    expect(first.body.duplicate).toBe(false);
    expect(again.map((r) => [r.status, r.body.duplicate])).toEqual([
      [202, true],
      [202, true],
      [202, true],
    ]);
    await sink.waitFor(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(sink.received).toHaveLength(1);
    expect(await relay.store.recentEvents(TENANT.id, { limit: 10 })).toHaveLength(1);
    await sink.close();
  });

  it('accepts the legacy `object` envelope', async () => {
    const relay = await harness.start();
    const res = await postEvent(relay.url, TENANT.id, 'image.errored', project('i1', 'error'), {
      envelope: 'object',
    });
    expect(res.status).toBe(202);
    expect((await relay.store.recentEvents(TENANT.id, { limit: 1 }))[0]).toMatchObject({
      type: 'image.errored',
      projectId: 'i1',
    });
  });

  it('answers 401 to a wrong, missing or stale signature and stores nothing', async () => {
    const relay = await harness.start();
    const wrong = await postEvent(relay.url, TENANT.id, 'video.completed', project('p1'), {
      secret: 'whsec_someone_else',
    });
    const stale = await postEvent(relay.url, TENANT.id, 'video.completed', project('p1'), {
      now: Date.now() - 301_000,
    });
    const future = await postEvent(relay.url, TENANT.id, 'video.completed', project('p1'), {
      now: Date.now() + 301_000,
    });
    const unsigned = await fetch(`${relay.url}/v1/inbound/${TENANT.id}`, {
      method: 'POST',
      body: '{"type":"video.completed","payload":{"id":"p1","status":"complete"}}',
    });
    expect([wrong.status, stale.status, future.status, unsigned.status]).toEqual([
      401, 401, 401, 401,
    ]);
    expect(wrong.body).toEqual({ message: 'Webhook signature does not match' });
    expect(stale.body).toEqual({ message: 'Webhook timestamp is too old' });
    expect(JSON.stringify([wrong.body, stale.body])).not.toContain(INBOUND_SECRET);
    expect(await relay.store.recentEvents(TENANT.id, { limit: 10 })).toEqual([]);
  });

  it('verifies the raw bytes: a re-serialized body with the original signature is refused', async () => {
    const relay = await harness.start();
    const { body, headers } = signedEvent('video.completed', project('p1'));
    const reformatted = JSON.stringify(JSON.parse(body), null, 2);
    const res = await fetch(`${relay.url}/v1/inbound/${TENANT.id}`, {
      method: 'POST',
      headers,
      body: reformatted,
    });
    expect(res.status).toBe(401);
  });

  it('answers 400 to a signed body that is not an event and 404 to an unknown source', async () => {
    const relay = await harness.start();
    const bad = await postEvent(relay.url, TENANT.id, 'video.completed', { no: 'id' });
    const unknown = await postEvent(relay.url, 'nobody', 'video.completed', project('p1'));
    expect([bad.status, unknown.status]).toEqual([400, 404]);
  });

  it('refuses an oversized body with 413 from its Content-Length, before reading it', async () => {
    const relay = await harness.start({ maxBodyBytes: 1024 });
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${relay.url}/v1/inbound/${TENANT.id}`,
        { method: 'POST', headers: { 'content-length': String(10 * 1024 * 1024) } },
        (res) => resolve(res.statusCode ?? 0),
      );
      req.on('error', reject);
      req.write(Buffer.alloc(1024));
    });
    expect(status).toBe(413);
  });

  it('refuses a chunked body with 413 once it passes the limit', async () => {
    const relay = await harness.start({ maxBodyBytes: 1024 });
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${relay.url}/v1/inbound/${TENANT.id}`, { method: 'POST' }, (res) =>
        resolve(res.statusCode ?? 0),
      );
      req.on('error', reject);
      const timer = setInterval(() => req.write(Buffer.alloc(512)), 5);
      req.on('close', () => clearInterval(timer));
      req.on('response', () => clearInterval(timer));
    });
    expect(status).toBe(413);
  });

  it('answers 503 with Retry-After when the store cannot commit, so the service retries', async () => {
    const relay = await harness.start({
      wrapStore: (s) => ({ ...s, ingest: () => Promise.reject(new Error('disk full')) }),
    });
    const { body, headers } = signedEvent('video.completed', project('p1'));
    const res = await fetch(`${relay.url}/v1/inbound/${TENANT.id}`, {
      method: 'POST',
      headers,
      body,
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
  });
});
