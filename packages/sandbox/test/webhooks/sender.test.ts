import { verifyServiceWebhook } from '@genservice/core/internal';
import type { Sandbox } from '../../src/index';
import { call, eventually, pollUntil, receiver, sandbox, settled } from '../helpers';

const SECRET = 'whsec_test_secret';
const qr = (name = 'qr') => ({ name, content: 'x', style: { art_style: 'Mech' } });
type Hook = Awaited<ReturnType<typeof receiver>>;
const types = (hook: Hook) => hook.received.map((r) => JSON.parse(r.rawBody).type as string);

describe('webhook delivery', () => {
  let sb: Sandbox;
  let hook: Hook;
  let imagesOnly: Hook;
  beforeAll(async () => {
    hook = await receiver();
    imagesOnly = await receiver();
    sb = await sandbox({
      webhooks: [
        { url: hook.url, secret: SECRET },
        { url: imagesOnly.url, secret: 'other', events: ['image.completed'] },
      ],
    });
  });
  afterAll(async () => {
    await sb.close();
    await hook.close();
    await imagesOnly.close();
  });
  beforeEach(() => {
    hook.received.length = 0;
    imagesOnly.received.length = 0;
  });

  it('sends {type, payload} signed like the service, payload equal to the GET response', async () => {
    const { body } = await call(sb, 'POST', '/v1/ai-qr-code-generator', qr());
    await eventually(() => hook.received.length === 2);
    expect(types(hook)).toEqual(['image.started', 'image.completed']);
    for (const r of hook.received) {
      expect(r.headers['magic-hour-event-signature']).toMatch(/^[0-9a-f]{64}$/);
      expect(r.headers['magic-hour-event-timestamp']).toMatch(/^\d{10}$/);
      const event = verifyServiceWebhook({
        rawBody: r.rawBody,
        headers: r.headers,
        secret: SECRET,
      });
      expect(event.payload.id).toBe(body.id);
    }
    const envelope = JSON.parse(hook.received[1]!.rawBody);
    expect(Object.keys(envelope)).toEqual(['type', 'payload']);
    const got = (await call(sb, 'GET', `/v1/image-projects/${body.id}`)).body;
    expect({ ...envelope.payload, downloads: [] }).toEqual({ ...got, downloads: [] });
    expect(() =>
      verifyServiceWebhook({
        rawBody: hook.received[1]!.rawBody,
        headers: hook.received[1]!.headers,
        secret: 'wrong',
      }),
    ).toThrow();
  });

  it('sends only the selected events to an endpoint, signed with its own secret', async () => {
    await call(sb, 'POST', '/v1/ai-qr-code-generator', qr());
    await eventually(() => imagesOnly.received.length === 1 && hook.received.length === 2);
    expect(types(imagesOnly)).toEqual(['image.completed']);
    verifyServiceWebhook({
      rawBody: imagesOnly.received[0]!.rawBody,
      headers: imagesOnly.received[0]!.headers,
      secret: 'other',
    });
  });

  it('sends video.errored for a failed job and no event for a canceled one', async () => {
    const failed = await call(sb, 'POST', '/v1/text-to-video', {
      name: 'v [sandbox:fail=processing_timeout]',
      end_seconds: 5,
      style: { prompt: 'x' },
    });
    await eventually(() => types(hook).includes('video.errored'));
    const errored = JSON.parse(
      hook.received.find((r) => r.rawBody.includes('video.errored'))!.rawBody,
    );
    expect(errored.payload).toMatchObject({
      id: failed.body.id,
      status: 'error',
      error: { code: 'processing_timeout' },
      credits_charged: 0,
    });

    hook.received.length = 0;
    const canceled = await call(
      sb,
      'POST',
      '/v1/ai-qr-code-generator',
      qr('c [sandbox:cancel,duration=200]'),
    );
    await pollUntil(sb, `/v1/image-projects/${canceled.body.id}`, settled);
    await new Promise((r) => setTimeout(r, 100));
    expect(types(hook)).toEqual(['image.started']);
  });

  it('sends no event for a started job canceled through the control API; the job reads canceled', async () => {
    const job = await call(sb, 'POST', '/v1/ai-qr-code-generator', qr('c [sandbox:duration=5000]'));
    await eventually(() => types(hook).includes('image.started'));
    const canceled = await call(sb, 'POST', `/_sandbox/projects/${job.body.id}/cancel`);
    expect(canceled.status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(types(hook)).toEqual(['image.started']);
    const read = await call(sb, 'GET', `/v1/image-projects/${job.body.id}`);
    expect(read.body).toMatchObject({ id: job.body.id, status: 'canceled' });
  });

  it('delivers duplicates when asked: by directive, by scenario, and by redelivering the last event', async () => {
    const a = await call(sb, 'POST', '/v1/ai-qr-code-generator', qr('d [sandbox:duplicate]'));
    await eventually(() => hook.received.length === 4);
    expect(types(hook).sort()).toEqual([
      'image.completed',
      'image.completed',
      'image.started',
      'image.started',
    ]);

    hook.received.length = 0;
    expect((await call(sb, 'POST', `/_sandbox/projects/${a.body.id}/redeliver`)).status).toBe(202);
    await eventually(() => hook.received.length === 1);
    expect(JSON.parse(hook.received[0]!.rawBody)).toMatchObject({
      type: 'image.completed',
      payload: { id: a.body.id },
    });

    hook.received.length = 0;
    await call(sb, 'POST', '/_sandbox/scenario', { duplicateEvents: true });
    await call(sb, 'POST', '/v1/ai-qr-code-generator', qr());
    await eventually(() => hook.received.length === 4);
    await call(sb, 'POST', '/_sandbox/scenario', { duplicateEvents: false });
  });
});

describe('webhook retries', () => {
  it('retries non-2xx answers with exponential backoff until one succeeds', async () => {
    const hook = await receiver([500, 503, 404]);
    const sb = await sandbox({
      webhooks: [{ url: hook.url, secret: SECRET, events: ['image.completed'] }],
      webhookRetry: { baseDelayMs: 60 },
    });
    try {
      await call(sb, 'POST', '/v1/ai-qr-code-generator', qr());
      await eventually(() => hook.received.length === 4);
      const gaps = hook.received.slice(1).map((r, i) => r.at - hook.received[i]!.at);
      expect(gaps[0]).toBeGreaterThanOrEqual(55);
      expect(gaps[1]).toBeGreaterThanOrEqual(115);
      expect(gaps[2]).toBeGreaterThanOrEqual(235);
      const log = (await call(sb, 'GET', '/_sandbox/deliveries')).body.items;
      expect(log).toEqual([
        expect.objectContaining({
          type: 'image.completed',
          attempts: 4,
          state: 'delivered',
          last: 200,
        }),
      ]);
    } finally {
      await sb.close();
      await hook.close();
    }
  });

  it('gives up after maxAttempts and records the delivery as failed', async () => {
    const hook = await receiver([500, 500, 500]);
    const sb = await sandbox({
      webhooks: [{ url: hook.url, secret: SECRET, events: ['image.completed'] }],
      webhookRetry: { baseDelayMs: 10, maxAttempts: 2 },
    });
    try {
      await call(sb, 'POST', '/v1/ai-qr-code-generator', qr());
      await eventually(() => hook.received.length === 2);
      await new Promise((r) => setTimeout(r, 100));
      expect(hook.received).toHaveLength(2);
      expect((await call(sb, 'GET', '/_sandbox/deliveries')).body.items[0]).toMatchObject({
        attempts: 2,
        state: 'failed',
        last: 500,
      });
    } finally {
      await sb.close();
      await hook.close();
    }
  });

  it('accepts endpoints added at runtime through the control API', async () => {
    const hook = await receiver();
    const sb = await sandbox();
    try {
      const added = await call(sb, 'POST', '/_sandbox/webhooks', {
        url: hook.url,
        secret: SECRET,
        events: ['image.*'],
      });
      expect(added.status).toBe(201);
      expect((await call(sb, 'GET', '/_sandbox/webhooks')).body.items).toEqual([
        { id: added.body.id, url: hook.url, events: ['image.*'] },
      ]);
      await call(sb, 'POST', '/v1/ai-qr-code-generator', qr());
      await eventually(() => hook.received.length === 2);
      expect((await call(sb, 'DELETE', `/_sandbox/webhooks/${added.body.id}`)).status).toBe(204);
    } finally {
      await sb.close();
      await hook.close();
    }
  });
});
