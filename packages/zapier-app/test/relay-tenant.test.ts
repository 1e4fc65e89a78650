/** The Zapier words for each relay tenant state (joining on first use is core's: core/test/relay/join.test.ts). */
import { setupSteps } from '../src/relay-tenant';

const tenant = {
  id: 't_AbCdEfGhIjKlMnOpQrStUv',
  inbound_url: 'https://relay.test/v1/inbound/t_AbCdEfGhIjKlMnOpQrStUv',
  receiving: false,
  last_event_at: null,
  inbound_secret_set: false,
};

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
