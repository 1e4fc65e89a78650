import { createHash } from 'node:crypto';
import nock from 'nock';
import { BASE_URL_ENV } from '../../src/auth/settings';
import {
  API_KEY,
  RELAY,
  SERVICE,
  appError,
  appTester,
  authData,
  authenticationOf,
  callable,
  rejection,
  required,
  useNock,
} from '../helpers';

const authentication = authenticationOf();
const connectionTest = callable(authentication.test, 'authentication.test');
const label = authentication.connectionLabel as (z: unknown, b: unknown) => Promise<string>;
const SECRET = 'whsec_c2VydmljZS1zaWduaW5nLXNlY3JldA==';
const FINGERPRINT = createHash('sha256').update(API_KEY).digest('hex').slice(0, 8);
const tenant = {
  id: 't_AbCdEfGhIjKlMnOpQrStUv',
  inbound_url: `${RELAY}/v1/inbound/t_AbCdEfGhIjKlMnOpQrStUv`,
  receiving: false,
  last_event_at: null,
  inbound_secret_set: false,
};
const account = () =>
  nock(SERVICE, { reqheaders: { authorization: `Bearer ${API_KEY}` } }).get('/v1/account');
const relayed = () => nock(RELAY, { reqheaders: { authorization: `Bearer ${API_KEY}` } });

describe('authentication', () => {
  useNock();

  it('asks for the API key and the optional signing secret, and for no URL', () => {
    const fields = required(authentication.fields, 'authentication.fields');
    expect(fields.map((f) => f.key)).toEqual(['api_key', 'webhook_secret']);
    expect(fields[0]).toMatchObject({ type: 'password', required: true });
    expect(fields[0]!.helpText).toMatch(/magichour\.ai\/developer/);
    expect(fields[1]).toMatchObject({ type: 'password', required: false });
    expect(fields[1]!.helpText).toMatch(/instant triggers.*without polling/);
    expect(fields[1]!.helpText).toMatch(/setup page/);
    expect(JSON.stringify(fields)).not.toMatch(/relay_url|relay_token|base_url/);
  });

  it('passes with a key the service accepts and, without a relay, asks nothing of one', async () => {
    account().reply(200, { credits: 120, tier: 'creator' });
    const result = await appTester(connectionTest, { authData: authData() });
    expect(result).toEqual({
      account: null,
      key_fingerprint: FINGERPRINT,
      service: null,
      relay: null,
      relay_error: null,
    });
  });

  it('fails with ExpiredAuthError and the service message on 401', async () => {
    account().reply(401, { message: 'Unauthorized' });
    const err = await rejection(appTester(connectionTest, { authData: authData() }));
    expect(err.name).toBe('ExpiredAuthError');
    expect(err.message).toContain('Unauthorized');
    expect(err.message).not.toContain(API_KEY);
  });

  it('says what to do when the read is refused for another reason', async () => {
    account().reply(403, {});
    const err = await rejection(appTester(connectionTest, { authData: authData() }));
    expect(err.message).toMatch(/HTTP 403.*(plan|upgrade)/);
    expect(err.message).not.toContain(API_KEY);
  });

  it('joins the relay with the API key and says where the service must send webhooks', async () => {
    account().reply(200, { credits: 1 });
    relayed().post('/v1/tenants').reply(201, tenant);
    const result = (await appTester(connectionTest, {
      authData: authData({ relay: true }),
    })) as { relay: { setup: string } };
    expect(result.relay).toMatchObject({ inbound_url: tenant.inbound_url, receiving: false });
    expect(result.relay.setup).toContain(tenant.inbound_url);
    expect(result.relay.setup).toContain('Webhook Signing Secret');
    expect(result.relay.setup).toContain(`${RELAY}/`);
  });

  it('stores the signing secret with the tenant when one is given', async () => {
    account().reply(200, { credits: 1 });
    relayed().post('/v1/tenants').reply(200, tenant);
    relayed()
      .put('/v1/tenants/me/inbound-secret', { secret: SECRET })
      .reply(200, { ...tenant, inbound_secret_set: true });
    const result = await appTester(connectionTest, {
      authData: authData({ relay: true, webhookSecret: ` ${SECRET} ` }),
    });
    expect(JSON.stringify(result)).not.toContain(SECRET);
    expect(result).toMatchObject({ relay: { inbound_secret_set: true, receiving: false } });
  });

  it('refuses a signing secret that cannot be one, without echoing it', async () => {
    account().reply(200, { credits: 1 });
    relayed().post('/v1/tenants').reply(200, tenant);
    const err = await rejection(
      appTester(connectionTest, { authData: authData({ relay: true, webhookSecret: 'wh sec' }) }),
    );
    expect(appError(err)).toMatchObject({ code: 'InvalidInput' });
    expect(err.message).toMatch(/signing secret/);
    expect(err.message).not.toContain('wh sec');
  });

  it('asks to reconnect when the relay does not accept the key', async () => {
    account().reply(200, { credits: 1 });
    relayed().post('/v1/tenants').reply(401, { message: 'The service refused this API key' });
    const err = await rejection(appTester(connectionTest, { authData: authData({ relay: true }) }));
    expect(err.name).toBe('ExpiredAuthError');
    expect(err.message).toMatch(/refused this API key.*reconnect/);
    expect(err.message).not.toMatch(/Relay Token/);
    expect(err.message).not.toContain(API_KEY);
  });

  it('passes while the relay is down (it is joined on first use) and says why in the answer', async () => {
    account().reply(200, { credits: 1 });
    relayed().post('/v1/tenants').times(2).reply(503, { message: 'Service Unavailable' });
    const result = await appTester(connectionTest, { authData: authData({ relay: true }) });
    expect(result).toMatchObject({ relay: null, relay_error: expect.stringMatching(/HTTP 503/) });
  });

  it("uses the publisher's service URL (a sandbox) and names its host", async () => {
    process.env[BASE_URL_ENV] = 'http://127.0.0.1:9999/';
    try {
      nock('http://127.0.0.1:9999', { reqheaders: { authorization: `Bearer ${API_KEY}` } })
        .get('/v1/account')
        .reply(200, { credits: 5 });
      const result = await appTester(connectionTest, { authData: authData() });
      expect(result).toMatchObject({ service: '127.0.0.1:9999' });
    } finally {
      delete process.env[BASE_URL_ENV];
    }
  });

  it("labels the connection by the account's email when the service names it", async () => {
    account().reply(200, { credits: 1, email: 'ada@example.com' });
    const result = await appTester(connectionTest, { authData: authData() });
    await expect(label({}, { authData: authData(), inputData: result })).resolves.toBe(
      'ada@example.com',
    );
  });

  it('otherwise labels it by a fingerprint that tells keys apart and shows none of the key', async () => {
    const shown = await label({}, { inputData: { account: null, key_fingerprint: FINGERPRINT } });
    expect(shown).toBe(`key ${FINGERPRINT}`);
    const other = createHash('sha256').update(`${API_KEY}x`).digest('hex').slice(0, 8);
    expect(other).not.toBe(FINGERPRINT);
    for (let i = 0; i + 4 <= API_KEY.length; i++)
      expect(shown).not.toContain(API_KEY.slice(i, i + 4));
    await expect(
      label({}, { inputData: { key_fingerprint: FINGERPRINT, service: '127.0.0.1:9999' } }),
    ).resolves.toBe(`key ${FINGERPRINT} (127.0.0.1:9999)`);
  });
});
