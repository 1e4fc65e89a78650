import type { Sandbox } from '../../src/index';
import { call, sandbox } from '../helpers';

let sb: Sandbox;
beforeAll(async () => {
  sb = await sandbox({ apiKey: 'sk_account' });
});
afterAll(() => sb.close());

describe('GET /v1/account', () => {
  it('reports the balance, which a paid create lowers', async () => {
    const before = await call(sb, 'GET', '/v1/account', undefined, 'sk_account');
    expect(before).toMatchObject({
      status: 200,
      body: {
        id: expect.stringMatching(/^acct_/),
        email: null,
        tier: 'free',
        credits: expect.any(Number),
        subscription: null,
      },
    });
    const created = await call(
      sb,
      'POST',
      '/v1/photo-colorizer',
      { assets: { image_file_path: 'https://cdn.example.com/old.jpg' } },
      'sk_account',
    );
    expect(created.status).toBe(200);
    const after = await call(sb, 'GET', '/v1/account', undefined, 'sk_account');
    expect((after.body as { credits: number }).credits).toBe(
      (before.body as { credits: number }).credits -
        (created.body as { credits_charged: number }).credits_charged,
    );
  });

  it('answers 401 {code: unauthorized, message} without a valid key', async () => {
    expect(await call(sb, 'GET', '/v1/account', undefined, null)).toMatchObject({
      status: 401,
      body: { code: 'unauthorized', message: 'Unauthorized' },
    });
  });

  it('reports the tier, email and subscription the control API set for the key', async () => {
    const subscription = {
      name: 'Pro',
      status: 'active',
      price: { amount: 4900, currency: 'usd' },
      discount: null,
      billing_interval: 'month',
      current_period_end: '2026-12-01T00:00:00.000Z',
      cancel_at_period_end: false,
    };
    const set = await call(sb, 'PUT', '/_sandbox/account', {
      tier: 'pro',
      email: 'studio@example.test',
      subscription,
    });
    expect(set.status).toBe(200);
    expect((await call(sb, 'GET', '/v1/account')).body).toMatchObject({
      tier: 'pro',
      email: 'studio@example.test',
      subscription,
    });
    expect(await call(sb, 'PUT', '/_sandbox/account', { tier: 'gold' })).toMatchObject({
      status: 400,
      body: { code: 'invalid_request' },
    });
  });
});
