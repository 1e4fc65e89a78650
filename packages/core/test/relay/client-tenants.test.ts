import { RelayError, ValidationError, createRelayClient } from '@genservice/core';
import { fakeRuntime, json, type Responder } from '../uploads/fake-runtime';

const API_KEY = 'mhk_live_service_key_0123456789';
const SECRET = 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0';
const tenant = {
  id: 't_AbCdEfGhIjKlMnOpQrStUv',
  inbound_url: 'https://relay.test/v1/inbound/t_AbCdEfGhIjKlMnOpQrStUv',
  receiving: false,
  last_event_at: null,
  inbound_secret_set: false,
};

function relay(respond: Responder) {
  const runtime = fakeRuntime(respond);
  return {
    runtime,
    client: createRelayClient({ baseUrl: 'https://relay.test', token: API_KEY, runtime }),
  };
}

describe('relay client: hosted tenants', () => {
  it('provisions the tenant of the service API key sent as the bearer token', async () => {
    const { runtime, client } = relay(() => json(201, tenant));
    await expect(client.provisionTenant()).resolves.toEqual(tenant);
    expect(runtime.calls[0]).toMatchObject({
      method: 'POST',
      url: 'https://relay.test/v1/tenants',
    });
    expect(runtime.calls[0]!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(runtime.calls[0]!.text).toBeUndefined();
  });

  it('repeats a provisioning the relay could not answer (the call is safe to repeat)', async () => {
    const { runtime, client } = relay((_r, n) =>
      n === 0 ? json(503, { message: 'retry shortly' }, { 'retry-after': '1' }) : json(200, tenant),
    );
    await expect(client.provisionTenant()).resolves.toMatchObject({ id: tenant.id });
    expect(runtime.calls).toHaveLength(2);
    expect(runtime.sleeps).toEqual([1000]);
  });

  it('reads the tenant with GET /v1/tenants/me', async () => {
    const seen = { ...tenant, receiving: true, last_event_at: '2026-01-01T00:00:00.000Z' };
    const { runtime, client } = relay(() => json(200, seen));
    await expect(client.tenant()).resolves.toMatchObject({ receiving: true });
    expect(runtime.calls[0]).toMatchObject({
      method: 'GET',
      url: 'https://relay.test/v1/tenants/me',
    });
  });

  it('stores the signing secret with PUT and answers the tenant', async () => {
    const { runtime, client } = relay(() => json(200, { ...tenant, inbound_secret_set: true }));
    await expect(client.setInboundSecret(` ${SECRET} `)).resolves.toMatchObject({
      inbound_secret_set: true,
    });
    expect(runtime.calls[0]).toMatchObject({
      method: 'PUT',
      url: 'https://relay.test/v1/tenants/me/inbound-secret',
    });
    expect(JSON.parse(runtime.calls[0]!.text!)).toEqual({ secret: SECRET });
  });

  it('refuses a secret that cannot be one before sending it, without echoing it', async () => {
    const { runtime, client } = relay(() => json(200, tenant));
    const err = (await client.setInboundSecret('wh sec x').catch((e: unknown) => e)) as Error;
    expect(err).toBeInstanceOf(ValidationError);
    expect(err.message).toMatch(/signing secret/);
    expect(err.message).not.toContain('wh sec x');
    expect(runtime.calls).toHaveLength(0);
  });

  it('fails a refused key with RelayError and never shows the key', async () => {
    const { client } = relay(() => json(401, { message: 'The service refused this API key' }));
    const err = (await client.provisionTenant().catch((e: unknown) => e)) as RelayError;
    expect(err).toBeInstanceOf(RelayError);
    expect(err.status).toBe(401);
    expect(err.message).toContain('The service refused this API key');
    expect(err.message).not.toContain(API_KEY);
  });

  it('rejects an answer that is not a tenant', async () => {
    const { client } = relay(() => json(200, { id: 't_x' }));
    await expect(client.tenant()).rejects.toThrow('without its id and inbound URL');
  });
});
