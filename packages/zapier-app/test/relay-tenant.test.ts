import { RelayError, createMemoryLedger, type IdempotencyLedger } from '@genservice/core/internal';
import { ledgerWithTenant, setupSteps, withTenant } from '../src/relay-tenant';

const unknownKey = () =>
  new RelayError(401, 'Relay GET /v1/events failed: HTTP 401', {}, {}, 'GET /v1/events');
const tenant = {
  id: 't_AbCdEfGhIjKlMnOpQrStUv',
  inbound_url: 'https://relay.test/v1/inbound/t_AbCdEfGhIjKlMnOpQrStUv',
  receiving: false,
  last_event_at: null,
  inbound_secret_set: false,
};

function provisioner() {
  const calls: string[] = [];
  return {
    calls,
    relay: {
      provisionTenant: async () => {
        calls.push('provision');
        return tenant;
      },
    },
  };
}

describe('withTenant', () => {
  it('creates the tenant once and repeats the call when the relay does not know the key', async () => {
    const { calls, relay } = provisioner();
    let n = 0;
    const result = await withTenant(relay, async () => {
      calls.push(`call ${++n}`);
      if (n === 1) throw unknownKey();
      return 'listed';
    });
    expect(result).toBe('listed');
    expect(calls).toEqual(['call 1', 'provision', 'call 2']);
  });

  it('passes other failures on without provisioning, and a second 401 too', async () => {
    const { calls, relay } = provisioner();
    const busy = new RelayError(503, 'busy', {}, {}, 'GET /v1/events');
    await expect(withTenant(relay, () => Promise.reject(busy))).rejects.toBe(busy);
    expect(calls).toEqual([]);
    await expect(withTenant(relay, () => Promise.reject(unknownKey()))).rejects.toMatchObject({
      status: 401,
    });
    expect(calls).toEqual(['provision']);
  });
});

describe('ledgerWithTenant', () => {
  it('claims after provisioning when the relay did not know the key, keeping where keys are', async () => {
    const { calls, relay } = provisioner();
    const memory = createMemoryLedger();
    let refused = false;
    const flaky: IdempotencyLedger = {
      ...memory,
      where: 'the relay (relay.test)',
      claim: (input) => {
        if (!refused) {
          refused = true;
          return Promise.reject(unknownKey());
        }
        return memory.claim(input);
      },
    };
    const ledger = ledgerWithTenant(flaky, relay);
    expect(ledger.where).toBe('the relay (relay.test)');
    const claim = await ledger.claim({
      key: 'row-1',
      fingerprint: 'f'.repeat(64),
      operation: 'face-swap-photo',
      windowMs: 60_000,
    });
    expect(claim).toMatchObject({ claimed: true, entry: { attempt: 1 } });
    expect(calls).toEqual(['provision']);
    await ledger.settle('row-1', 1, { state: 'created', projectId: 'img-1' });
    await expect(ledger.get('row-1')).resolves.toMatchObject({ projectId: 'img-1' });
  });
});

describe('setupSteps', () => {
  it('names the inbound URL, where the secret is shown, the connection field and the setup page', () => {
    const steps = setupSteps(tenant, 'https://relay.test')!;
    expect(steps).toContain(tenant.inbound_url);
    expect(steps).toMatch(/Developer Hub.*Webhooks/);
    expect(steps).toMatch(/Webhook Signing Secret/);
    expect(steps).toContain('https://relay.test/');
  });

  it('asks to check the endpoint and secret when one is stored but no event arrived', () => {
    const steps = setupSteps({ ...tenant, inbound_secret_set: true }, 'https://relay.test')!;
    expect(steps).toMatch(/No signed webhook.*reached the relay yet/);
    expect(steps).toContain(tenant.inbound_url);
  });

  it('says nothing once events arrive', () => {
    expect(setupSteps({ ...tenant, receiving: true }, 'https://relay.test')).toBeUndefined();
  });
});
