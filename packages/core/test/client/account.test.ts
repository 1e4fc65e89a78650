import nock from 'nock';
import { AuthenticationError, InsufficientCreditsError, TOP_UP_URL } from '@genservice/core';
import { API_KEY, BASE_URL, nockClient } from '../support/nock-client';

afterEach(() => nock.cleanAll());
beforeAll(() => nock.disableNetConnect());
afterAll(() => nock.enableNetConnect());

describe('client.account.get', () => {
  it('returns the documented fields at the top level: credits, tier, email, id and subscription', async () => {
    const subscription = {
      name: 'Pro',
      status: 'active',
      price: { amount: 4900, currency: 'usd' },
      discount: { percent_off: 20, amount_off: null },
      billing_interval: 'month',
      current_period_end: '2026-12-01T00:00:00Z',
      cancel_at_period_end: false,
    };
    const answer = { id: 'acc_1', email: 'a@b.test', tier: 'pro', credits: 9000, subscription };
    nock(BASE_URL).get('/v1/account').reply(200, answer);
    const { client } = nockClient();
    await expect(client.account.get()).resolves.toEqual({
      ...answer,
      plan: 'pro',
      raw: answer,
    });
  });

  it('keeps a free account’s null email and null subscription as the service sent them', async () => {
    nock(BASE_URL)
      .get('/v1/account')
      .reply(200, { id: 'acc_2', email: null, tier: 'free', credits: 0, subscription: null });
    const { client } = nockClient();
    await expect(client.account.get()).resolves.toMatchObject({
      id: 'acc_2',
      email: null,
      tier: 'free',
      credits: 0,
      subscription: null,
    });
  });

  it('still reads the credits when the subscription has an unexpected shape', async () => {
    nock(BASE_URL)
      .get('/v1/account')
      .reply(200, { credits: 5, tier: 'creator', subscription: { name: 3 } });
    const { client } = nockClient();
    const account = await client.account.get();
    expect(account.credits).toBe(5);
    expect(account).not.toHaveProperty('subscription');
    expect(account.raw.subscription).toEqual({ name: 3 });
  });

  it('returns the balance, the tier (also as plan), and the raw answer', async () => {
    nock(BASE_URL, { reqheaders: { authorization: `Bearer ${API_KEY}` } })
      .get('/v1/account')
      .reply(200, { credits: 1520, tier: 'creator', email: 'a@b.test' });
    const { client } = nockClient();
    await expect(client.account.get()).resolves.toEqual({
      credits: 1520,
      tier: 'creator',
      email: 'a@b.test',
      plan: 'creator',
      raw: { credits: 1520, tier: 'creator', email: 'a@b.test' },
    });
  });

  it('accepts a numeric string balance and no plan', async () => {
    nock(BASE_URL).get('/v1/account').reply(200, { credits: '42' });
    const { client } = nockClient();
    const account = await client.account.get();
    expect(account.credits).toBe(42);
    expect(account).not.toHaveProperty('plan');
  });

  it('rejects a bad key with AuthenticationError and its reconnect hint', async () => {
    nock(BASE_URL).get('/v1/account').reply(401, { message: 'Unauthorized' });
    const { client } = nockClient();
    const err = await client.account.get().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AuthenticationError);
    expect((err as AuthenticationError).hint).toMatch(/Reconnect/);
  });

  it('rejects an answer without a balance rather than inventing one', async () => {
    nock(BASE_URL).get('/v1/account').reply(200, { tier: 'free' });
    const { client } = nockClient();
    await expect(client.account.get()).rejects.toThrow('no credit balance');
  });
});

/** The error of a photo face swap (about 10 credits) that the service refuses. */
async function refusedPhotoSwap(): Promise<InsufficientCreditsError> {
  const { client } = nockClient();
  const assets = {
    source_file_path: 'https://cdn.test/face.png',
    target_file_path: 'https://cdn.test/target.png',
  };
  return (await client
    .create('face-swap-photo', { assets })
    .catch((e: unknown) => e)) as InsufficientCreditsError;
}

describe('a create refused for credits', () => {
  it('says the credits the request needed and the balance read from the account', async () => {
    nock(BASE_URL).post('/v1/face-swap-photo').reply(402, { message: 'Insufficient credits' });
    nock(BASE_URL).get('/v1/account').reply(200, { credits: 3, tier: 'free' });
    const err = await refusedPhotoSwap();
    expect(err).toBeInstanceOf(InsufficientCreditsError);
    expect(err.creditsNeeded).toBe(10);
    expect(err.creditsAvailable).toBe(3);
    expect(err.hint).toBe(
      `This needs about 10 credits and the account has 3. Buy credits or upgrade your plan at ${TOP_UP_URL}, or choose a shorter or smaller output.`,
    );
  });

  it('keeps the credits error when the balance cannot be read', async () => {
    nock(BASE_URL).post('/v1/face-swap-photo').reply(402, { message: 'Insufficient credits' });
    nock(BASE_URL).get('/v1/account').reply(401, { message: 'Unauthorized' });
    const err = await refusedPhotoSwap();
    expect(err).toBeInstanceOf(InsufficientCreditsError);
    expect(err.creditsAvailable).toBeUndefined();
    expect(err.hint).toMatch(/^This needs about 10 credits\. Buy credits/);
  });
});
