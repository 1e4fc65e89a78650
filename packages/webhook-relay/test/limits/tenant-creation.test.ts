/**
 * Tenant creation per client address on a hosted relay: creations and refused keys count, a key
 * that already has a tenant does not; over the limit, 429 with Retry-After before the service is asked.
 */
import { call, hostedStores, startFakeService, startHosted } from '../tenants/hosted';

describe('tenant creation per client address', () => {
  const stores = hostedStores('sqlite');

  it('answers 429 once an address created its tenants for the minute', async () => {
    const service = await startFakeService();
    try {
      const relay = stores.track(
        await startHosted(await stores.fresh(), service.url, { limitTenantCreatesPerMin: 2 }),
      );
      const first = await call(relay.url, 'POST', '/v1/tenants', 'sk_first_0123456789');
      expect(first.status).toBe(201);
      const again = await call(relay.url, 'POST', '/v1/tenants', 'sk_first_0123456789');
      expect(again.status).toBe(200);
      service.state.status = 401;
      expect((await call(relay.url, 'POST', '/v1/tenants', 'sk_refused_0123456789')).status).toBe(
        401,
      );
      service.state.status = 200;
      const asked = service.state.calls;
      const over = await call(relay.url, 'POST', '/v1/tenants', 'sk_third_0123456789');
      expect(over.status).toBe(429);
      expect(over.headers.get('retry-after')).toBe('30');
      expect(over.body.error).toBe(
        'More than 2 accounts were connected from this address in a minute. Try again in 30 s.',
      );
      expect(service.state.calls).toBe(asked);
    } finally {
      await service.close();
    }
  });
});
