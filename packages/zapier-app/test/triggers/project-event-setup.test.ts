import nock from 'nock';
import {
  API_KEY,
  RELAY,
  appError,
  appTester,
  authData,
  callable,
  hookOf,
  rejection,
  useNock,
} from '../helpers';
import { relayTenant, SUBSCRIPTION_SECRET } from '../support/relay-tenant';

const SIGNING_SECRET = 'whsec_c2VydmljZS1zaWduaW5nLXNlY3JldA==';
const SUB_SECRET = SUBSCRIPTION_SECRET;
const tenant = relayTenant({ receiving: false, last_event_at: null, inbound_secret_set: false });
const trigger = hookOf('project_completed');
const performSubscribe = callable(trigger.performSubscribe, 'performSubscribe');
const performList = callable(trigger.performList, 'performList');
const relay = () => nock(RELAY, { reqheaders: { authorization: `Bearer ${API_KEY}` } });
const hook = { targetUrl: 'https://hooks.zapier.test/abc', inputData: {} };

describe('project triggers on the hosted relay: the tenant and its webhooks', () => {
  useNock();

  it('stores the connection’s signing secret when the tenant lacks it, then subscribes', async () => {
    relay()
      .post('/v1/tenants')
      .reply(201, tenant)
      .put('/v1/tenants/me/inbound-secret', { secret: SIGNING_SECRET })
      .reply(200, { ...tenant, inbound_secret_set: true })
      .post('/v1/subscriptions')
      .reply(201, { id: 'sub-1', secret: SUB_SECRET });
    await expect(
      appTester(performSubscribe, {
        ...hook,
        authData: authData({ relay: true, webhookSecret: SIGNING_SECRET }),
      }),
    ).resolves.toMatchObject({ id: 'sub-1' });
  });

  it('says what to do, and subscribes nothing, when no signing secret is anywhere', async () => {
    relay().post('/v1/tenants').reply(200, tenant);
    const err = await rejection(
      appTester(performSubscribe, { ...hook, authData: authData({ relay: true }) }),
    );
    const { message, code } = appError(err);
    expect(code).toBe('RelaySetupNeeded');
    expect(message).toContain(tenant.inbound_url);
    expect(message).toMatch(/Developer Hub.*Webhooks/);
    expect(message).toMatch(/paste it into Webhook Signing Secret/);
    expect(message).toContain(`${RELAY}/`);
  });

  it('subscribes when the secret is stored even before the first event arrives', async () => {
    relay()
      .post('/v1/tenants')
      .reply(200, { ...tenant, inbound_secret_set: true })
      .post('/v1/subscriptions')
      .reply(201, { id: 'sub-2', secret: SUB_SECRET });
    await expect(
      appTester(performSubscribe, { ...hook, authData: authData({ relay: true }) }),
    ).resolves.toMatchObject({ id: 'sub-2' });
  });

  it('lists no events with the steps to take while the relay receives none', async () => {
    relay()
      .get('/v1/events')
      .query(true)
      .reply(200, { data: [] })
      .get('/v1/tenants/me')
      .reply(200, { ...tenant, inbound_secret_set: true });
    const err = await rejection(
      appTester(performList, { authData: authData({ relay: true }), inputData: {} }),
    );
    expect(appError(err)).toMatchObject({ code: 'NotReceiving' });
    expect(err.message).toMatch(/No signed webhook.*has reached the relay/);
    expect(err.message).toContain(tenant.inbound_url);
  });

  it('lists nothing, quietly, when the relay receives events but none of these', async () => {
    relay()
      .get('/v1/events')
      .query(true)
      .reply(200, { data: [] })
      .get('/v1/tenants/me')
      .reply(200, { ...tenant, inbound_secret_set: true, receiving: true });
    await expect(
      appTester(performList, { authData: authData({ relay: true }), inputData: {} }),
    ).resolves.toEqual([]);
  });

  it('creates the tenant of a connection made before the relay was configured, then lists', async () => {
    relay()
      .get('/v1/events')
      .query(true)
      .reply(401, { message: 'No tenant for this bearer token yet', code: 'unknown_tenant' })
      .post('/v1/tenants')
      .reply(201, tenant)
      .get('/v1/events')
      .query(true)
      .reply(200, { data: [] })
      .get('/v1/tenants/me')
      .reply(200, tenant);
    const err = await rejection(
      appTester(performList, { authData: authData({ relay: true }), inputData: {} }),
    );
    expect(appError(err).message).toMatch(/paste it into Webhook Signing Secret/);
  });

  it('says the app version has no relay when the publisher configured none', async () => {
    const err = await rejection(appTester(performSubscribe, { ...hook, authData: authData() }));
    expect(appError(err)).toMatchObject({ code: 'RelayRequired' });
    expect(err.message).toMatch(/no webhook relay/);
  });
});
