/** The service key check behind `POST /v1/tenants`: successes cached, refusals and failures not, never a 500. */
import { call, hostedStores, startFakeService, startHosted } from './hosted';

const KEY = 'sk_live_checked_key_0123';

describe('service API key check', () => {
  const stores = hostedStores('sqlite');
  let service: Awaited<ReturnType<typeof startFakeService>>;
  beforeEach(async () => {
    service = await startFakeService();
  });
  afterEach(() => service.close());
  const relay = async (options = {}) =>
    stores.track(await startHosted(await stores.fresh(), service.url, options));

  it('asks the service once for a key it accepted, within the cache time', async () => {
    const r = await relay();
    expect((await call(r.url, 'POST', '/v1/tenants', KEY)).status).toBe(201);
    expect((await call(r.url, 'POST', '/v1/tenants', KEY)).status).toBe(200);
    await Promise.all([1, 2, 3].map(() => call(r.url, 'POST', '/v1/tenants', KEY)));
    expect(service.state.calls).toBe(1);
  });

  it('does not remember a refusal: the same key works once the service accepts it', async () => {
    const r = await relay();
    service.state.status = 401;
    const refused = await call(r.url, 'POST', '/v1/tenants', KEY);
    expect(refused).toMatchObject({
      status: 401,
      body: { message: 'The service refused this API key' },
    });
    expect((await call(r.url, 'POST', '/v1/tenants', KEY)).status).toBe(401);
    service.state.status = 200;
    expect((await call(r.url, 'POST', '/v1/tenants', KEY)).status).toBe(201);
    expect(service.state.calls).toBe(3);
  });

  it('stops answering a key the service revoked once its acceptance expires, but not when the service is down', async () => {
    let clock = Date.now();
    const r = await relay({ now: () => clock });
    expect((await call(r.url, 'POST', '/v1/tenants', KEY)).status).toBe(201);
    service.state.status = 500;
    clock += 11 * 60_000;
    expect((await call(r.url, 'GET', '/v1/subscriptions', KEY)).status).toBe(200);
    service.state.status = 401;
    clock += 11 * 60_000;
    const revoked = await call(r.url, 'GET', '/v1/subscriptions', KEY);
    expect(revoked).toMatchObject({
      status: 401,
      body: { message: 'The service no longer accepts this API key; use a current one' },
    });
  });

  it.each([
    ['does not answer in time', { hang: true }],
    ['fails (500)', { status: 500 }],
    ['limits the relay (429)', { status: 429 }],
  ])('answers 503 with Retry-After when the service %s, and asks again next time', async (_, s) => {
    const r = await relay({ serviceTimeoutMs: 300 });
    Object.assign(service.state, s);
    const started = Date.now();
    const answer = await call(r.url, 'POST', '/v1/tenants', KEY);
    expect(answer.status).toBe(503);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(answer.body.message).toMatch(/could not confirm this API key/);
    expect(Date.now() - started).toBeLessThan(5_000);
    Object.assign(service.state, { hang: false, status: 200 });
    expect((await call(r.url, 'POST', '/v1/tenants', KEY)).status).toBe(201);
  });

  it('is not offered by a relay that hosts no tenants; a configured token answers its own tenant', async () => {
    const token = 'configured-api-token-0123456789';
    const r = await relay({
      hosted: false,
      secretKeys: undefined,
      tenants: [{ id: 'acme', inboundSecret: 'whsec_configured_secret', apiToken: token }],
    });
    const refused = await call(r.url, 'POST', '/v1/tenants', KEY);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toMatch(/does not create tenants/);
    const own = await call(r.url, 'POST', '/v1/tenants', token);
    expect(own).toMatchObject({
      status: 200,
      body: { id: 'acme', inbound_url: `${r.url}/v1/inbound/acme`, inbound_secret_set: true },
    });
    expect(service.state.calls).toBe(0);
  });
});
