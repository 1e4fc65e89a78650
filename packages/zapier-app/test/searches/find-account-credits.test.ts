import nock from 'nock';
import {
  API_KEY,
  SERVICE,
  callable,
  rejection,
  run,
  runError,
  searchOf,
  useNock,
} from '../helpers';

const findCredits = callable(searchOf('find_account_credits').operation.perform, 'credits perform');

describe('Find Account Credits', () => {
  useNock();

  it('finds the balance and plan of the connected account', async () => {
    nock(SERVICE, { reqheaders: { authorization: `Bearer ${API_KEY}` } })
      .get('/v1/account')
      .reply(200, { credits: 1234, tier: 'creator', email: 'me@example.test' });
    const [account] = (await run(findCredits, { inputData: {} })) as {
      credits: number;
      plan: string | null;
      has_credits: boolean;
    }[];
    expect(account).toMatchObject({ credits: 1234, plan: 'creator', has_credits: true });
  });

  it('finds nothing when the balance is below Minimum Credits', async () => {
    nock(SERVICE).get('/v1/account').twice().reply(200, { credits: 40, tier: 'free' });
    expect(await run(findCredits, { inputData: { minimum_credits: '50' } })).toEqual([]);
    expect(await run(findCredits, { inputData: { minimum_credits: '40' } })).toHaveLength(1);
  });

  it('refuses a Minimum Credits that is not a whole number, naming the field', async () => {
    const err = await runError(findCredits, { inputData: { minimum_credits: 'lots' } });
    expect(err.message).toContain('Minimum Credits (minimum_credits)');
  });

  it('asks to reconnect when the key is rejected', async () => {
    nock(SERVICE).get('/v1/account').reply(401, { message: 'Unauthorized' });
    const err = await rejection(run(findCredits, { inputData: {} }));
    expect(err.name).toBe('ExpiredAuthError');
    expect(err.message).not.toContain(API_KEY);
  });

  it('fails clearly when the answer has no balance', async () => {
    nock(SERVICE).get('/v1/account').reply(200, { tier: 'free' });
    expect((await runError(findCredits, { inputData: {} })).message).toMatch(/credit balance/);
  });
});
