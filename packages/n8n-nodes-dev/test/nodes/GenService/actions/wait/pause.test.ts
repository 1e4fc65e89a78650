/**
 * "Pause the Workflow When Possible" asks the relay first: a relay without the service's
 * signing secret could never wake the run, so the node waits by polling and says what to set up;
 * with the API key as the relay's token, the credential's own secret is stored first.
 */
import nock from 'nock';
import type { IExecuteFunctions, NodeExecutionHint } from 'n8n-workflow';
import { GenService } from '../../../../../../n8n-nodes/nodes/GenService/GenService.node';
import { executeContext, type ContextOptions } from '../../../../helpers/context';
import { memeParams } from '../../../../helpers/meme';

jest.mock('n8n-workflow', () => ({
  ...jest.requireActual('n8n-workflow'),
  sleep: jest.fn(async () => undefined),
}));

const API = 'http://api.test';
const RELAY = 'http://relay.test';
const INBOUND = `${RELAY}/v1/inbound/t_AAAAAAAAAAAAAAAAAAAAAA`;
const tenant = (secretSet: boolean) => ({
  id: 't_AAAAAAAAAAAAAAAAAAAAAA',
  inbound_url: INBOUND,
  receiving: false,
  last_event_at: null,
  inbound_secret_set: secretSet,
});

function run(credentials: ContextOptions['credentials']) {
  const hints: NodeExecutionHint[] = [];
  const options: ContextOptions = {
    params: memeParams({ waitMethod: 'auto' }),
    items: [{ json: {} }],
    continueOnFail: true,
    credentials,
  };
  const ctx = Object.assign(executeContext(options), {
    addExecutionHints: (...h: NodeExecutionHint[]) => void hints.push(...h),
  }) as IExecuteFunctions;
  return { ctx, options, hints };
}

beforeAll(() => nock.disableNetConnect());
beforeEach(() => {
  nock(API).persist().get('/v1/account').reply(200, { credits: 1_000_000 });
  nock(API).post('/v1/ai-meme-generator').reply(200, { id: 'm-1' });
});
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('pausing on a relay that cannot receive the service’s events', () => {
  it('waits by polling, watches nothing, and says what to set up', async () => {
    nock(RELAY).post('/v1/tenants').reply(200, tenant(false));
    const subscribe = nock(RELAY).post('/v1/subscriptions').reply(201, { id: 'w', secret: 's' });
    nock(API).get('/v1/image-projects/m-1').reply(200, { id: 'm-1', status: 'rendering' });
    nock(API)
      .get('/v1/image-projects/m-1')
      .reply(200, { id: 'm-1', status: 'complete', downloads: [] });
    const { ctx, options, hints } = run({ relayToken: '', webhookSecret: '' });

    const [out] = await new GenService().execute.call(ctx);

    expect(out![0]!.json).toMatchObject({ id: 'm-1', status: 'complete' });
    expect(options.paused).toBeUndefined();
    expect(subscribe.isDone()).toBe(false);
    expect(hints).toEqual([
      {
        location: 'outputPane',
        message: expect.stringMatching(
          /^Waited by checking for the results: the relay is not set up to receive the service's events\. Paste http:\/\/relay\.test\/v1\/inbound\/t_A+ as the webhook URL in the service's dashboard .* Setup page: http:\/\/relay\.test\/$/,
        ),
      },
    ]);
  });

  it('stores the credential’s signing secret at the relay, then pauses', async () => {
    nock(RELAY).post('/v1/tenants').reply(200, tenant(false));
    const stored: unknown[] = [];
    nock(RELAY)
      .put('/v1/tenants/me/inbound-secret', (b) => (stored.push(b), true))
      .matchHeader('authorization', 'Bearer sk-test-key')
      .reply(200, tenant(true));
    nock(API).get('/v1/image-projects/m-1').times(2).reply(200, { id: 'm-1', status: 'rendering' });
    const watch = nock(RELAY).post('/v1/subscriptions').reply(201, { id: 'w', secret: 'whsec_x' });
    const { ctx, options, hints } = run({ relayToken: '', webhookSecret: 'whsec_from-credential' });

    await new GenService().execute.call(ctx);

    expect(stored).toEqual([{ secret: 'whsec_from-credential' }]);
    expect(watch.isDone()).toBe(true);
    expect(options.paused?.waitTill).toBeDefined();
    expect(hints).toEqual([]);
  });
});
