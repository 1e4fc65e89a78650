/** A relay tenant's state, joining with the secret, and readiness (core's relay session steps). */
import {
  joinRelay,
  readyTenant,
  RelayError,
  tenantState,
  type RelayTenant,
  type RelayTenantApi,
} from '@genservice/core/internal';

const tenant: RelayTenant = {
  id: 't_AbCdEfGhIjKlMnOpQrStUv',
  inbound_url: 'https://relay.test/v1/inbound/t_AbCdEfGhIjKlMnOpQrStUv',
  receiving: false,
  last_event_at: null,
  inbound_secret_set: false,
};
const relayError = (status: number) =>
  new RelayError(status, `HTTP ${status}`, {}, {}, 'GET /v1/tenants/me');

function fakeTenants(start: RelayTenant, fail?: Error) {
  const calls: string[] = [];
  let current = start;
  const api: RelayTenantApi = {
    provisionTenant: async () => {
      calls.push('provision');
      if (fail) throw fail;
      return current;
    },
    tenant: async () => {
      calls.push('tenant');
      return current;
    },
    setInboundSecret: async (secret) => {
      calls.push(`secret ${secret}`);
      current = { ...current, inbound_secret_set: true };
      return current;
    },
  };
  return { api, calls };
}

describe('tenantState', () => {
  it('says receiving, needs-secret or no-event-yet', () => {
    expect(tenantState({ ...tenant, receiving: true })).toBe('receiving');
    expect(tenantState(tenant)).toBe('needs-secret');
    expect(tenantState({ ...tenant, inbound_secret_set: true })).toBe('no-event-yet');
    expect(tenantState({ ...tenant, inbound_secret_set: undefined })).toBe('no-event-yet');
  });
});

describe('joinRelay', () => {
  it('joins and stores a given secret, answering the tenant with it', async () => {
    const { api, calls } = fakeTenants(tenant);
    await expect(joinRelay(api, 'whsec_x')).resolves.toMatchObject({ inbound_secret_set: true });
    expect(calls).toEqual(['provision', 'secret whsec_x']);
  });

  it('only joins without a secret', async () => {
    const { api, calls } = fakeTenants(tenant);
    await expect(joinRelay(api)).resolves.toEqual(tenant);
    expect(calls).toEqual(['provision']);
  });
});

describe('readyTenant', () => {
  it('stores the secret only when the relay has none', async () => {
    const missing = fakeTenants(tenant);
    await expect(readyTenant(missing.api, 'whsec_x')).resolves.toMatchObject({
      inbound_secret_set: true,
    });
    expect(missing.calls).toEqual(['provision', 'secret whsec_x']);
    const stored = fakeTenants({ ...tenant, inbound_secret_set: true });
    await readyTenant(stored.api, 'whsec_x');
    expect(stored.calls).toEqual(['provision']);
  });

  it('joins and answers the tenant as it is without a secret to store', async () => {
    const { api, calls } = fakeTenants(tenant);
    await expect(readyTenant(api)).resolves.toEqual(tenant);
    expect(calls).toEqual(['provision']);
  });

  it('answers undefined from a relay without tenants (404) and rejects other failures', async () => {
    await expect(readyTenant(fakeTenants(tenant, relayError(404)).api)).resolves.toBeUndefined();
    await expect(readyTenant(fakeTenants(tenant, relayError(503)).api)).rejects.toMatchObject({
      status: 503,
    });
  });
});
