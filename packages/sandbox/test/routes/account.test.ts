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
      body: { credits: expect.any(Number), tier: 'sandbox' },
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

  it('answers 401 without a valid key', async () => {
    expect((await call(sb, 'GET', '/v1/account', undefined, null)).status).toBe(401);
  });
});
