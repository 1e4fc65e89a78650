/**
 * The admin API (list, disable, enable) and the tenant API authenticated by the service API key
 * (subscriptions, events, deliveries, ledger) beside a configured tenant's token, on both stores.
 */
import { postEvent, project } from '../helpers/events';
import { STORE_KINDS } from '../helpers/relay';
import { startSink } from '../helpers/sink';
import {
  ADMIN_TOKEN,
  call,
  hostedStores,
  startFakeService,
  startHosted,
  WEBHOOK_SECRET,
} from './hosted';

const KEY = 'sk_live_admin_test_key_0123';
const CONFIGURED = {
  id: 'self',
  inboundSecret: 'whsec_c2VsZiBob3N0ZWQgc2VjcmV0',
  apiToken: 'configured-token-0123456789',
};

describe.each(STORE_KINDS)('tenant admin and key auth (%s store)', (kind) => {
  const stores = hostedStores(kind);
  let service: Awaited<ReturnType<typeof startFakeService>>;
  beforeAll(async () => {
    service = await startFakeService();
  });
  afterAll(() => service.close());
  const relay = async () =>
    stores.track(await startHosted(await stores.fresh(), service.url, { tenants: [CONFIGURED] }));

  async function joined(url: string) {
    const { body } = await call(url, 'POST', '/v1/tenants', KEY);
    await call(url, 'PUT', '/v1/tenants/me/inbound-secret', KEY, { secret: WEBHOOK_SECRET });
    return body.id as string;
  }

  it('serves subscriptions, events, deliveries and the ledger to the service API key, apart from the configured tenant', async () => {
    const r = await relay();
    const id = await joined(r.url);
    const sink = await startSink(() => ({ status: 500 }));
    const sub = await call(r.url, 'POST', '/v1/subscriptions', KEY, { url: sink.url });
    expect(sub.status).toBe(201);
    expect((await call(r.url, 'GET', '/v1/subscriptions', KEY)).body.data).toHaveLength(1);
    expect((await call(r.url, 'GET', `/v1/subscriptions/${sub.body.id}`, KEY)).status).toBe(200);
    expect((await call(r.url, 'GET', '/v1/subscriptions', CONFIGURED.apiToken)).body.data).toEqual(
      [],
    );
    await postEvent(r.url, id, 'video.completed', project('p1'), { secret: WEBHOOK_SECRET });
    expect((await call(r.url, 'GET', '/v1/events', KEY)).body.data).toHaveLength(1);
    expect((await call(r.url, 'GET', '/v1/events', CONFIGURED.apiToken)).body.data).toEqual([]);
    await sink.waitFor(1);
    const deliveries = await call(r.url, 'GET', '/v1/deliveries', KEY);
    expect(deliveries.body.data[0]).toMatchObject({ subscription_id: sub.body.id });
    const claim = { fingerprint: 'f'.repeat(64), operation: 'face-swap', window_ms: 60_000 };
    expect((await call(r.url, 'POST', '/v1/ledger/sku-1/claim', KEY, claim)).status).toBe(201);
    expect((await call(r.url, 'GET', '/v1/ledger/sku-1', KEY)).status).toBe(200);
    expect((await call(r.url, 'GET', '/v1/ledger/sku-1', CONFIGURED.apiToken)).status).toBe(404);
    const me = await call(r.url, 'GET', '/v1/tenants/me', CONFIGURED.apiToken);
    expect(me.body).toMatchObject({ id: 'self', inbound_secret_set: true, receiving: false });
    const put = await call(r.url, 'PUT', '/v1/tenants/me/inbound-secret', CONFIGURED.apiToken, {
      secret: WEBHOOK_SECRET,
    });
    expect(put.status).toBe(409);
    await sink.close();
  });

  it('lists tenants without secrets, and a disabled tenant is refused on the API and the inbound URL until enabled', async () => {
    const r = await relay();
    const id = await joined(r.url);
    const admin = (method: string, path: string) => call(r.url, method, path, ADMIN_TOKEN);
    const listed = await admin('GET', '/v1/admin/tenants');
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id: 'self', source: 'config', disabled: false }),
      expect.objectContaining({ id, source: 'hosted', inbound_secret_set: true, disabled: false }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(WEBHOOK_SECRET);
    expect(JSON.stringify(listed.body)).not.toContain(KEY);

    expect((await admin('POST', `/v1/admin/tenants/${id}/disable`)).body.disabled).toBe(true);
    expect((await call(r.url, 'GET', '/v1/events', KEY)).status).toBe(403);
    expect((await call(r.url, 'POST', '/v1/tenants', KEY)).status).toBe(403);
    const refused = await postEvent(r.url, id, 'video.completed', project('p1'), {
      secret: WEBHOOK_SECRET,
    });
    expect(refused.status).toBe(403);
    expect((await call(r.url, 'GET', '/v1/events', CONFIGURED.apiToken)).status).toBe(200);

    expect((await admin('POST', `/v1/admin/tenants/${id}/enable`)).body.disabled).toBe(false);
    expect((await call(r.url, 'GET', '/v1/events', KEY)).status).toBe(200);
    const accepted = await postEvent(r.url, id, 'video.completed', project('p1'), {
      secret: WEBHOOK_SECRET,
    });
    expect(accepted.status).toBe(202);
  });

  it('answers 401 without the admin token, 404 for an unknown tenant and 409 for a configured one', async () => {
    const r = await relay();
    expect((await call(r.url, 'GET', '/v1/admin/tenants', KEY)).status).toBe(401);
    expect((await call(r.url, 'GET', '/v1/admin/tenants', undefined)).status).toBe(401);
    const unknown = await call(
      r.url,
      'POST',
      '/v1/admin/tenants/t_AAAAAAAAAAAAAAAAAAAAAA/disable',
      ADMIN_TOKEN,
    );
    expect(unknown.status).toBe(404);
    expect((await call(r.url, 'POST', '/v1/admin/tenants/self/disable', ADMIN_TOKEN)).status).toBe(
      409,
    );
  });

  it('has no admin API without RELAY_ADMIN_TOKEN', async () => {
    const r = stores.track(
      await startHosted(await stores.fresh(), service.url, { adminToken: undefined }),
    );
    expect((await call(r.url, 'GET', '/v1/admin/tenants', ADMIN_TOKEN)).status).toBe(404);
  });
});
