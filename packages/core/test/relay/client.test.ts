import {
  ConnectionError,
  GenServiceError,
  RelayError,
  ValidationError,
  createRelayClient,
  isWatchable,
} from '@genservice/core';
import { fakeRuntime, json, type Responder } from '../uploads/fake-runtime';

const TOKEN = 'relay-token-abcdef123456';
const BASE = 'https://relay.test/';
const created = {
  id: 'sub_1',
  url: 'https://hooks.test/a',
  events: ['video.completed'],
  project_id: null,
  once: false,
  kind: 'video',
  status: 'active',
  created_at: '2026-01-01T00:00:00.000Z',
  secret: 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0',
};

function relay(respond: Responder) {
  const runtime = fakeRuntime(respond);
  return { runtime, client: createRelayClient({ baseUrl: BASE, token: TOKEN, runtime }) };
}

describe('createRelayClient', () => {
  it('subscribes with the bearer token and returns the subscription with its secret', async () => {
    const { runtime, client } = relay(() => json(201, created));
    await expect(
      client.subscribe({ url: 'https://hooks.test/a', events: ['video.completed'] }),
    ).resolves.toMatchObject({ id: 'sub_1', secret: created.secret });
    const [call] = runtime.calls;
    expect(call).toMatchObject({ method: 'POST', url: 'https://relay.test/v1/subscriptions' });
    expect(call!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(call!.text!)).toEqual({
      url: 'https://hooks.test/a',
      events: ['video.completed'],
    });
  });

  it('watches one job once for its final events', async () => {
    const { runtime, client } = relay(() => json(201, { ...created, once: true }));
    await client.watch('image', 'img_7', 'https://hooks.test/resume');
    expect(JSON.parse(runtime.calls[0]!.text!)).toEqual({
      url: 'https://hooks.test/resume',
      events: ['image.completed', 'image.errored', 'image.canceled'],
      project_id: 'img_7',
      once: true,
      kind: 'image',
    });
  });

  it('refuses to watch a face detection (it sends no events) without calling the relay', async () => {
    const { runtime, client } = relay(() => json(201, created));
    expect(isWatchable('face-detection')).toBe(false);
    await expect(client.watch('face-detection', 'fd', 'https://h.test')).rejects.toThrow(
      GenServiceError,
    );
    expect(runtime.calls).toHaveLength(0);
  });

  it('counts a subscription the relay no longer has (404 or 410) as unsubscribed', async () => {
    const { client } = relay((_r, n) =>
      json(n === 0 ? 404 : 410, { message: 'Subscription not found' }),
    );
    await expect(client.unsubscribe('sub_gone')).resolves.toBeUndefined();
    await expect(client.unsubscribe('sub_gone')).resolves.toBeUndefined();
  });

  it('reads a missing subscription as undefined', async () => {
    const { client } = relay(() => json(404, { message: 'Subscription not found' }));
    await expect(client.get('sub_x')).resolves.toBeUndefined();
  });

  it('fails a refused token with RelayError: status, relay hint, and no token in the message', async () => {
    const { client } = relay(() =>
      json(401, { message: `Missing or invalid bearer token ${TOKEN}` }),
    );
    const err = (await client.unsubscribe('sub_1').catch((e: unknown) => e)) as RelayError;
    expect(err).toBeInstanceOf(RelayError);
    expect(err.status).toBe(401);
    expect(err.message).toMatch(/^Relay DELETE \/v1\/subscriptions\/sub_1 failed: HTTP 401/);
    expect(err.message).not.toContain(TOKEN);
    expect(err.hint).toMatch(/Relay Token/);
  });

  it('retries a delete on 5xx, honouring Retry-After, then succeeds', async () => {
    const { runtime, client } = relay((_r, n) =>
      n === 0 ? json(503, { message: 'busy' }, { 'retry-after': '2' }) : json(204, undefined),
    );
    await client.unsubscribe('sub_1');
    expect(runtime.calls).toHaveLength(2);
    expect(runtime.sleeps).toEqual([2000]);
  });

  it('never retries a subscribe the relay may have received', async () => {
    const { runtime, client } = relay(() => new ConnectionError('socket hang up', true));
    const err = await client
      .subscribe({ url: 'https://hooks.test/a', events: ['*'] })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConnectionError);
    expect((err as Error).message).toMatch(/^Relay POST \/v1\/subscriptions: socket hang up/);
    expect(runtime.calls).toHaveLength(1);
  });

  it('retries a subscribe refused before sending, including a host’s raw network error', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const { runtime, client } = relay((_r, n) => (n === 0 ? refused : json(201, created)));
    await expect(client.subscribe({ url: 'https://hooks.test/a' })).resolves.toMatchObject({
      id: 'sub_1',
    });
    expect(runtime.calls).toHaveLength(2);
  });

  it('rejects a subscription answer without a whsec_ secret', async () => {
    const { client } = relay(() => json(201, { ...created, secret: undefined }));
    await expect(client.subscribe({ url: 'https://hooks.test/a' })).rejects.toThrow(
      'without an id and secret',
    );
  });

  it('checks the request before sending it', async () => {
    const { runtime, client } = relay(() => json(201, created));
    await expect(client.subscribe({ url: '', events: [] })).rejects.toBeInstanceOf(ValidationError);
    expect(runtime.calls).toHaveLength(0);
  });

  it('lists recent events as delivery envelopes, skipping ones that are not', async () => {
    const event = {
      id: 'evt_3',
      type: 'video.completed',
      timestamp: '2026-01-01T00:00:00.000Z',
      data: { id: 'v1', status: 'complete', downloads: [] },
    };
    const { runtime, client } = relay(() => json(200, { data: [event, { type: 'x' }] }));
    await expect(client.recentEvents(['video.completed', 'image.*'], 500)).resolves.toEqual([
      event,
    ]);
    expect(runtime.calls[0]!.url).toBe(
      'https://relay.test/v1/events?type=video.completed%2Cimage.*&limit=100',
    );
  });

  it("lists the tenant's subscriptions without their secrets, skipping entries without an id", async () => {
    const { secret: _secret, ...listed } = created;
    const { runtime, client } = relay(() => json(200, { data: [listed, { url: 'x' }] }));
    await expect(client.list()).resolves.toEqual([listed]);
    expect(runtime.calls[0]).toMatchObject({
      method: 'GET',
      url: 'https://relay.test/v1/subscriptions',
    });
  });

  it('fails a subscription list that is not one', async () => {
    const { client } = relay(() => json(200, { subscriptions: [] }));
    await expect(client.list()).rejects.toThrow('subscription list without data');
  });
});
