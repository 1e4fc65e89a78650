/**
 * The project triggers' filters: what performSubscribe sends as the relay subscription's
 * `filters` (so the relay never delivers an unmatched event), what it refuses before calling the
 * relay, and the same filters applied to deliveries and listed events. The relay is nock.
 */
import { signStandardWebhook } from '@genservice/core/internal';
import nock from 'nock';
import {
  RELAY,
  appError,
  appTester,
  authData,
  callable,
  hookOf,
  rejection,
  run,
  useNock,
  type HookBundle,
} from '../helpers';
import { relayTenant, SUBSCRIPTION_SECRET } from '../support/relay-tenant';

const SECRET = SUBSCRIPTION_SECRET;
const READY = relayTenant();
const TARGET = 'https://hooks.zapier.test/f';
const EVENTS = ['video.completed', 'image.completed', 'audio.completed'];
const zap = (id: string) => ({ zap: { id, user: { timezone: 'UTC' } } });
const project = (id: string, type: string, name: string) => ({
  id,
  name,
  type,
  status: 'complete',
  created_at: '2026-01-01T00:00:00Z',
  credits_charged: 5,
  downloads: [{ url: `https://videos.example.test/${id}.png` }],
  error: null,
});

const hook = hookOf('project_completed');
const subscribe = callable(hook.performSubscribe, 'performSubscribe');
const perform = callable<HookBundle>(hook.perform, 'perform');
/** Runs the hook's `perform` on a connection with a relay. */
const deliver = (bundle: Parameters<typeof appTester<unknown, HookBundle>>[1]) =>
  appTester(perform, { ...bundle, authData: authData({ relay: true }) });
const list = callable(hook.performList, 'performList');

/** Expects one subscribe carrying `body` (url and events added) and answers it. */
function expectSubscribe(body: Record<string, unknown>) {
  nock(RELAY)
    .post('/v1/tenants')
    .reply(200, READY)
    .post('/v1/subscriptions', { url: TARGET, events: EVENTS, ...body })
    .reply(201, { id: 'sub-f', secret: SECRET });
}

function delivery(data: object) {
  const content = JSON.stringify({
    type: 'image.completed',
    timestamp: '2026-01-01T00:00:00Z',
    data,
  });
  const h = signStandardWebhook({
    id: 'msg_f',
    timestamp: Date.now() / 1000,
    rawBody: content,
    secret: SECRET,
  });
  return {
    subscribeData: { id: 'sub-f', secret: SECRET },
    rawRequest: {
      method: 'POST' as const,
      content,
      headers: {
        'Http-Webhook-Id': h['webhook-id'],
        'Http-Webhook-Timestamp': h['webhook-timestamp'],
        'Http-Webhook-Signature': h['webhook-signature'],
      },
    },
  };
}

describe('project trigger filters', () => {
  useNock();

  it('sends no filters when every filter field is empty, so existing Zaps hear everything', async () => {
    expectSubscribe({});
    await run(subscribe, {
      relay: true,
      targetUrl: TARGET,
      inputData: { tools: [], name_contains: ' ', only_this_zap: 'false' },
      meta: zap('77'),
    });
  });

  it("subscribes with the tools, name filters and this Zap's tag as the relay filters", async () => {
    expectSubscribe({
      filters: {
        tools: ['QR_CODE', 'FACE_SWAP'],
        name_contains: 'promo',
        name_starts_with: 'Summer',
        created_by: 'zap-77',
      },
    });
    const result = await run(subscribe, {
      relay: true,
      targetUrl: TARGET,
      inputData: {
        tools: ['QR_CODE', 'FACE_SWAP', 'QR_CODE'],
        name_contains: ' promo ',
        name_starts_with: 'Summer',
        only_this_zap: 'true',
      },
      meta: zap('77'),
    });
    expect(result).toMatchObject({ id: 'sub-f' });
  });

  it('takes Tools mapped as comma-separated text', async () => {
    expectSubscribe({ filters: { tools: ['LIP_SYNC', 'AI_IMAGE'] } });
    await run(subscribe, {
      relay: true,
      targetUrl: TARGET,
      inputData: { tools: 'LIP_SYNC, AI_IMAGE' },
    });
  });

  it('refuses Only Jobs This Zap Created without a Zap id, before calling the relay', async () => {
    const err = appError(
      await rejection(
        run(subscribe, { relay: true, targetUrl: TARGET, inputData: { only_this_zap: 'yes' } }),
      ),
    );
    expect(err.code).toBe('ZapIdMissing');
    expect(err.message).toMatch(
      /Only Jobs This Zap Created needs the Zap's ID.*set Only Jobs This Zap Created to No/,
    );
  });

  it('refuses a tool that is not in the list, naming the field as the form shows it', async () => {
    const err = appError(
      await rejection(
        run(subscribe, {
          relay: true,
          targetUrl: TARGET,
          inputData: { tools: ['QR_CODE', 'FACE_DETECTION'] },
        }),
      ),
    );
    expect(err.message).toMatch(
      /Invalid value for Tools \(tools\): FACE_DETECTION is not a tool; choose from the list/,
    );
  });

  it('drops a delivery its filters would not pass, and keeps one they pass', async () => {
    const inputData = { tools: ['QR_CODE'], only_this_zap: 'true' };
    const own = project('i-own', 'QR_CODE', '[zap-77] Poster');
    const other = project('i-other', 'QR_CODE', '[zap-78] Poster');
    const kept = await deliver({ inputData, meta: zap('77'), ...delivery(own) });
    expect(kept).toEqual([expect.objectContaining({ id: 'i-own', name: '[zap-77] Poster' })]);
    const dropped = await deliver({
      inputData,
      meta: zap('77'),
      ...delivery(other),
    });
    expect(dropped).toEqual([]);
  });

  it('keeps a delivery when its inputs hold a value the subscribe would refuse (the relay judged it)', async () => {
    const data = project('i-odd', 'QR_CODE', 'Poster');
    const kept = await deliver({ inputData: { tools: ['NOPE'] }, ...delivery(data) });
    expect(kept).toEqual([expect.objectContaining({ id: 'i-odd' })]);
  });

  it('lists only recent events that pass the filters, up to the limit', async () => {
    nock(RELAY)
      .get('/v1/events')
      .query({ type: EVENTS.join(','), limit: '100' })
      .reply(200, {
        data: [
          ['e1', project('i-1', 'QR_CODE', 'Promo A')],
          ['e2', project('i-2', 'AI_IMAGE', 'Promo B')],
          ['e3', project('i-3', 'QR_CODE', 'Other')],
          ['e4', project('i-4', 'QR_CODE', 'promo C')],
          ['e5', project('i-5', 'QR_CODE', 'Promo D')],
        ].map(([id, data]) => ({
          id,
          type: 'image.completed',
          timestamp: '2026-01-01T00:00:00Z',
          data,
        })),
      });
    const items = (await run(list, {
      relay: true,
      inputData: { tools: ['QR_CODE'], name_starts_with: 'promo' },
      meta: { limit: 2 },
    })) as { id: string }[];
    expect(items.map((i) => i.id)).toEqual(['i-1', 'i-4']);
  });
});
