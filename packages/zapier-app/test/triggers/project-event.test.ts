import { signStandardWebhook } from '@genservice/core/internal';
import nock from 'nock';
import {
  API_KEY,
  RELAY,
  appTester,
  authData,
  callable,
  hookOf,
  rejection,
  required,
  useNock,
  type HookBundle,
} from '../helpers';
import { relayTenant, SUBSCRIPTION_SECRET } from '../support/relay-tenant';

const SECRET = SUBSCRIPTION_SECRET;
/** A tenant that holds the service's signing secret. */
const READY = relayTenant({ last_event_at: '2026-01-01T00:00:00.000Z' });
const project = (id: string, status: string) => ({
  id,
  name: 'Clip',
  status,
  type: 'FACE_SWAP',
  created_at: '2026-01-01T00:00:00Z',
  enabled: true,
  credits_charged: 24,
  downloads: status === 'complete' ? [{ url: `https://videos.example.test/${id}.mp4` }] : [],
  error: null,
});

/** A delivery as Zapier hands it to `perform`: parsed body plus the raw request with Http- header names. */
function delivery(body: object, secret = SECRET, ageSec = 0) {
  const content = JSON.stringify(body);
  const signed = signStandardWebhook({
    id: 'msg_1',
    timestamp: Date.now() / 1000 - ageSec,
    rawBody: content,
    secret,
  });
  return {
    cleanedRequest: body,
    rawRequest: {
      method: 'POST' as const,
      content,
      headers: {
        'Http-Webhook-Id': signed['webhook-id'],
        'Http-Webhook-Timestamp': signed['webhook-timestamp'],
        'Http-Webhook-Signature': signed['webhook-signature'],
      },
    },
  };
}

describe.each([
  ['started', 'rendering'],
  ['completed', 'complete'],
  ['errored', 'error'],
  ['canceled', 'canceled'],
] as const)('project_%s trigger', (action, status) => {
  useNock();
  const key = `project_${action}`;
  const trigger = hookOf(key);
  const performSubscribe = callable(trigger.performSubscribe, `${key} performSubscribe`);
  const performUnsubscribe = callable<HookBundle>(
    trigger.performUnsubscribe,
    `${key} performUnsubscribe`,
  );
  const perform = callable<HookBundle>(trigger.perform, `${key} perform`);
  const performList = callable(trigger.performList, `${key} performList`);

  it('subscribes through the relay for every kind, with the API key as the Bearer token', async () => {
    nock(RELAY, { reqheaders: { authorization: `Bearer ${API_KEY}` } })
      .post('/v1/tenants')
      .reply(200, READY)
      .post('/v1/subscriptions', {
        url: 'https://hooks.zapier.test/abc',
        events: [`video.${action}`, `image.${action}`, `audio.${action}`],
      })
      .reply(201, { id: 'sub-9', secret: SECRET });
    const result = await appTester(performSubscribe, {
      authData: authData({ relay: true }),
      targetUrl: 'https://hooks.zapier.test/abc',
      inputData: {},
    });
    expect(result).toMatchObject({ id: 'sub-9' });
  });

  it('subscribes only to the chosen kind', async () => {
    nock(RELAY)
      .post('/v1/tenants')
      .reply(200, READY)
      .post('/v1/subscriptions', {
        url: 'https://hooks.zapier.test/abc',
        events: [`audio.${action}`],
      })
      .reply(201, { id: 'sub-10', secret: SECRET });
    await appTester(performSubscribe, {
      authData: authData({ relay: true }),
      targetUrl: 'https://hooks.zapier.test/abc',
      inputData: { kind: 'audio' },
    });
  });

  it('unsubscribes the stored subscription', async () => {
    nock(RELAY, { reqheaders: { authorization: `Bearer ${API_KEY}` } })
      .delete('/v1/subscriptions/sub-9')
      .reply(204);
    const result = await appTester(performUnsubscribe, {
      authData: authData({ relay: true }),
      subscribeData: { id: 'sub-9', secret: SECRET },
    });
    expect(result).toEqual({ id: 'sub-9', unsubscribed: true });
  });

  it('unwraps a signed delivery to the project', async () => {
    const body = {
      type: `video.${action}`,
      timestamp: '2026-01-01T00:00:00Z',
      data: project('v-1', status),
    };
    const result = (await appTester(perform, {
      authData: authData({ relay: true }),
      inputData: {},
      subscribeData: { id: 'sub-9', secret: SECRET },
      ...delivery(body),
    })) as object[];
    expect(result).toEqual([
      expect.objectContaining({
        id: 'v-1',
        kind: 'video',
        status,
        event_type: `video.${action}`,
        event_timestamp: '2026-01-01T00:00:00Z',
      }),
    ]);
  });

  it('drops a delivery whose signature does not match the subscription secret', async () => {
    const body = { type: `video.${action}`, data: project('v-2', status) };
    const forged = delivery(
      body,
      'whsec_' + Buffer.from('another-secret-entirely-000000').toString('base64'),
    );
    const result = await appTester(perform, {
      authData: authData({ relay: true }),
      inputData: {},
      subscribeData: { id: 'sub-9', secret: SECRET },
      ...forged,
    });
    expect(result).toEqual([]);
  });

  it('drops a delivery when the subscription stored no secret (fails closed)', async () => {
    const body = { type: `video.${action}`, data: project('v-3', status) };
    const result = await appTester(perform, {
      authData: authData({ relay: true }),
      inputData: {},
      subscribeData: { id: 'sub-9' } as HookBundle['subscribeData'],
      ...delivery(body),
    });
    expect(result).toEqual([]);
  });

  it('accepts 300 s of clock skew and drops a delivery signed earlier', async () => {
    const body = { type: `video.${action}`, data: project('v-4', status) };
    const at = (ageSec: number) =>
      appTester(perform, {
        authData: authData({ relay: true }),
        inputData: {},
        subscribeData: { id: 'sub-9', secret: SECRET },
        ...delivery(body, SECRET, ageSec),
      }) as Promise<object[]>;
    expect(await at(290)).toHaveLength(1);
    expect(await at(400)).toEqual([]);
  });

  it('lists recent real events from the relay in the same shape', async () => {
    nock(RELAY, { reqheaders: { authorization: `Bearer ${API_KEY}` } })
      .get('/v1/events')
      .query({ type: `image.${action}`, limit: '3' })
      .reply(200, {
        data: [
          {
            id: 'evt_1',
            type: `image.${action}`,
            timestamp: '2026-01-01T00:00:01Z',
            data: project('i-1', status),
          },
        ],
      });
    const result = await appTester(performList, {
      authData: authData({ relay: true }),
      inputData: { kind: 'image' },
      meta: { limit: 3 },
    });
    expect(result).toEqual([
      expect.objectContaining({ id: 'i-1', kind: 'image', status, event_type: `image.${action}` }),
    ]);
    expect(Object.keys((result as object[])[0]!).sort()).toEqual(
      Object.keys(required(trigger.sample, `${key} sample`)).sort(),
    );
  });

  it('explains that instant triggers need a relay', async () => {
    const err = await rejection(appTester(performList, { authData: authData(), inputData: {} }));
    expect(JSON.parse(err.message)).toMatchObject({ code: 'RelayRequired' });
  });
});
