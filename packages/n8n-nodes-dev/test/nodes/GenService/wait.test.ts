import nock from 'nock';
import { WAIT_INDEFINITELY, type IWebhookFunctions } from 'n8n-workflow';
import { GenService } from '../../../../n8n-nodes/nodes/GenService/GenService.node';
import {
  watchUrl,
  type PausedJob,
} from '../../../../n8n-nodes/nodes/GenService/actions/wait/state';
import {
  CREDENTIALS,
  executeContext,
  fakeHttpRequest,
  type ContextOptions,
} from '../../helpers/context';
import { memeParams } from '../../helpers/meme';

jest.mock('n8n-workflow', () => ({
  ...jest.requireActual('n8n-workflow'),
  sleep: jest.fn(async () => undefined),
}));

const API = 'http://api.test';
const RELAY = 'http://relay.test';
const node = new GenService();
const params = memeParams({ waitMethod: 'auto' });
const items = [{ json: {} }, { json: {} }];

/** A run of `runItems` that continues on fail and records whether the node paused. */
const pausableRun = (runItems = items, extra: Partial<ContextOptions> = {}) => ({
  params,
  items: runItems,
  continueOnFail: true,
  paused: undefined as { waitTill?: Date } | undefined,
  ...extra,
});

/** The query n8n hands the webhook for a watch URL built from `jobs`. */
/** The output of job k-0, reused under Dedupe Key sku-1 and estimated at 10 credits. */
const reusedSku1 = () =>
  expect.objectContaining({ id: 'k-0', dedupe_key: 'sku-1', reused: true, credits_estimated: 10 });

function queryOf(jobs: PausedJob[]) {
  return Object.fromEntries(
    new URL(watchUrl({ resumeUrl: 'http://n8n.test/webhook-waiting/exec-1?signature=tok', jobs }))
      .searchParams,
  );
}

function webhookContext(query: Record<string, string>) {
  const response = {
    statusCode: 200,
    status(code: number) {
      this.statusCode = code;
      return this;
    },
    json() {
      return this;
    },
  };
  const values: Record<string, unknown> = {
    waitForCompletion: true,
    downloadOutputs: false,
    simplify: false,
    options: { waitMethod: 'auto' },
  };
  return {
    getQueryData: () => query,
    getNode: () => ({ name: 'Magic Hour' }),
    getCredentials: async () => CREDENTIALS,
    getNodeParameter: (name: string, fallback?: unknown) => values[name] ?? fallback,
    getResponseObject: () => response,
    helpers: { httpRequest: fakeHttpRequest() },
  } as unknown as IWebhookFunctions;
}

beforeAll(() => nock.disableNetConnect());
beforeEach(() => nock(API).persist().get('/v1/account').reply(200, { credits: 1_000_000 }));
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('Magic Hour node: pausing until the relay reports completion', () => {
  it('watches the first job still running at the relay, pointing at the resume URL, and pauses with no deadline', async () => {
    let n = 0;
    nock(API)
      .post('/v1/ai-meme-generator')
      .times(2)
      .reply(200, () => ({ id: `m-${n++}` }));
    const watches: {
      url: string;
      events: string[];
      project_id: string;
      once: boolean;
      kind: string;
    }[] = [];
    nock(RELAY)
      .post('/v1/subscriptions', (b) => (watches.push(b), true))
      .reply(201, { id: 'w-1', secret: 'whsec_x' });
    nock(API)
      .get(/\/v1\/image-projects\/m-[01]/)
      .times(3)
      .reply(200, (uri) => ({ id: uri.split('/').pop(), status: 'rendering' }));
    const options = pausableRun();

    const [out] = await node.execute.call(executeContext(options));

    expect(out!.map((o) => o.json)).toEqual([
      expect.objectContaining({ id: 'm-0', kind: 'image' }),
      expect.objectContaining({ id: 'm-1', kind: 'image' }),
    ]);
    expect(watches).toEqual([
      {
        url: expect.stringMatching(
          /^http:\/\/n8n\.test\/webhook-waiting\/exec-1\?signature=tok&gs=[\w-]+&resume=[\w-]+$/,
        ),
        events: ['image.completed', 'image.errored', 'image.canceled'],
        project_id: 'm-0',
        once: true,
        kind: 'image',
      },
    ]);
    expect(options.paused!.waitTill).toEqual(WAIT_INDEFINITELY);
  });

  it('removes its watch and finishes in the run when the jobs ended while it was being placed', async () => {
    nock(API).post('/v1/ai-meme-generator').reply(200, { id: 'm-9' });
    nock(API).get('/v1/image-projects/m-9').reply(200, { id: 'm-9', status: 'rendering' });
    nock(RELAY).post('/v1/subscriptions').reply(201, { id: 'w-9', secret: 'whsec_x' });
    nock(API)
      .get('/v1/image-projects/m-9')
      .times(3)
      .reply(200, { id: 'm-9', status: 'complete', downloads: [] });
    const removed = nock(RELAY).delete('/v1/subscriptions/w-9').reply(204);
    const options = pausableRun([{ json: {} }]);
    const [out] = await node.execute.call(executeContext(options));
    expect(removed.isDone()).toBe(true);
    expect(options.paused).toBeUndefined();
    expect(out![0]!.json).toMatchObject({ id: 'm-9', status: 'complete' });
  });

  it('polls the jobs it submitted when the relay refuses the watch', async () => {
    let n = 0;
    nock(API)
      .post('/v1/ai-meme-generator')
      .times(2)
      .reply(200, () => ({ id: `r-${n++}` }));
    nock(API)
      .get(/\/v1\/image-projects\/r-[01]/)
      .times(2)
      .reply(200, (uri) => ({ id: uri.split('/').pop(), status: 'rendering' }));
    nock(RELAY).post('/v1/subscriptions').reply(401, { message: 'bad token' });
    nock(API)
      .get(/\/v1\/image-projects\/r-[01]/)
      .times(2)
      .reply(200, (uri) => ({ id: uri.split('/').pop(), status: 'complete', downloads: [] }));
    const options = pausableRun();
    const [out] = await node.execute.call(executeContext(options));
    expect(options.paused).toBeUndefined();
    expect(out!.map((o) => o.json.status)).toEqual(['complete', 'complete']);
  });

  it.each([
    ['n8n cannot resume the run (the CLI)', { mode: 'cli', continueOnFail: true }],
    ['a failed job must fail the node (Continue On Fail off)', { continueOnFail: false }],
  ])('polls instead of pausing where %s', async (_why, extra) => {
    nock(API).post('/v1/ai-meme-generator').reply(200, { id: 'm-7' });
    nock(API)
      .get('/v1/image-projects/m-7')
      .reply(200, { id: 'm-7', status: 'complete', downloads: [] });
    const options = pausableRun([{ json: {} }], extra);
    const [out] = await node.execute.call(executeContext(options));
    expect(out![0]!.json.status).toBe('complete');
    expect(options.paused).toBeUndefined();
  });
});

describe('Magic Hour node: resuming from a relay watch', () => {
  const query = queryOf([
    { id: 'm-0', kind: 'image' },
    { error: 'Missing required field: style.topic' },
    { id: 'm-2', kind: 'image' },
  ]);

  it('stays paused and watches the next job still running, with the same URL', async () => {
    nock(API)
      .get('/v1/image-projects/m-0')
      .reply(200, { id: 'm-0', status: 'complete', downloads: [] });
    nock(API).get('/v1/image-projects/m-2').times(2).reply(200, { id: 'm-2', status: 'rendering' });
    let watch: { url?: string; project_id?: string } = {};
    nock(RELAY)
      .post('/v1/subscriptions', (b) => ((watch = b), true))
      .reply(201, { id: 'w-2', secret: 'whsec_x' });
    expect(await node.webhook.call(webhookContext(query))).toEqual({
      webhookResponse: { paused: true },
    });
    expect(watch.project_id).toBe('m-2');
    expect(Object.fromEntries(new URL(watch.url!).searchParams)).toEqual({
      signature: 'tok',
      ...query,
    });
  });

  it('reads in rounds of 10 and stops at the first round with a job still running', async () => {
    const many = queryOf(
      Array.from({ length: 30 }, (_, i) => ({ id: `b-${i}`, kind: 'image' as const })),
    );
    const reads: string[] = [];
    nock(API)
      .get(/\/v1\/image-projects\/b-\d+/)
      .times(30)
      .reply(200, (uri) => {
        const id = uri.split('/').pop()!;
        reads.push(id);
        return { id, status: id === 'b-3' ? 'rendering' : 'complete' };
      });
    nock(RELAY).post('/v1/subscriptions').reply(201, { id: 'w-b3', secret: 'whsec_x' });
    expect(await node.webhook.call(webhookContext(many))).toEqual({
      webhookResponse: { paused: true },
    });
    expect(reads).toHaveLength(11);
  });

  it('carries each job’s Dedupe Key, reuse and estimate from the paused run into its output', async () => {
    const keyed = queryOf([
      {
        id: 'k-0',
        kind: 'image',
        facts: { dedupeKey: 'sku-1', reused: true, creditsEstimated: 10 },
      },
      { id: 'k-1', kind: 'image' },
    ]);
    nock(API)
      .get(/\/v1\/image-projects\/k-[01]/)
      .times(2)
      .reply(200, (uri) => ({ id: uri.split('/').pop(), status: 'complete', downloads: [] }));
    const result = await node.webhook.call(webhookContext(keyed));
    expect(result.workflowData![0]!.map((o) => o.json)).toEqual([
      reusedSku1(),
      expect.objectContaining({
        id: 'k-1',
        dedupe_key: null,
        reused: false,
        credits_estimated: null,
      }),
    ]);
  });

  it('resumes a run paused by the previous version with each job’s Dedupe Key, reuse and estimate', async () => {
    const v2 = {
      v: 2,
      jobs: [{ id: 'k-0', kind: 'image', facts: { key: 'sku-1', reused: true, estimate: 10 } }],
    };
    const query = {
      ...queryOf([{ id: 'x', kind: 'image' }]),
      gs: Buffer.from(JSON.stringify(v2)).toString('base64url'),
    };
    nock(API)
      .get('/v1/image-projects/k-0')
      .reply(200, { id: 'k-0', status: 'complete', downloads: [] });
    const result = await node.webhook.call(webhookContext(query));
    expect(result.workflowData![0]!.map((o) => o.json)).toEqual([reusedSku1()]);
  });

  it('outputs one item per input once every job ended, failures as items with the error', async () => {
    nock(API)
      .get('/v1/image-projects/m-0')
      .reply(200, { id: 'm-0', status: 'complete', downloads: [] });
    nock(API)
      .get('/v1/image-projects/m-2')
      .reply(200, {
        id: 'm-2',
        status: 'error',
        error: { code: 'unknown_error', message: 'boom' },
      });
    const result = await node.webhook.call(webhookContext(query));
    expect(result.workflowData).toEqual([
      [
        {
          json: expect.objectContaining({ id: 'm-0', status: 'complete', kind: 'image' }),
          pairedItem: { item: 0 },
        },
        { json: { error: 'Missing required field: style.topic' }, pairedItem: { item: 1 } },
        {
          json: expect.objectContaining({
            id: 'm-2',
            status: 'error',
            error_code: 'unknown_error',
            error: expect.stringContaining('boom'),
          }),
          pairedItem: { item: 2 },
        },
      ],
    ]);
  });

  it('answers 503 and stays paused when the service cannot be read, so the relay retries', async () => {
    nock(API).get('/v1/image-projects/m-0').times(5).reply(500, { message: 'down' });
    nock(API).get('/v1/image-projects/m-2').times(5).reply(500, { message: 'down' });
    const ctx = webhookContext(query);
    expect(await node.webhook.call(ctx)).toEqual({ noWebhookResponse: true });
    expect((ctx.getResponseObject() as unknown as { statusCode: number }).statusCode).toBe(503);
  });

  it.each([
    ['an unreadable job list', { gs: '1', jobs: 'not-base64!', resume: 'x' }],
    [
      'a job of an unknown kind',
      {
        ...queryOf([{ id: 'm-0', kind: 'image' }]),
        gs: Buffer.from(JSON.stringify({ v: 2, jobs: [{ id: 'm-0', kind: 'gif' }] })).toString(
          'base64url',
        ),
      },
    ],
    ['state of another version', { ...queryOf([{ id: 'm-0', kind: 'image' }]), gs: '0' }],
  ])('answers 400 to a call with %s', async (_what, query) => {
    const ctx = webhookContext(query);
    expect(await node.webhook.call(ctx)).toEqual({ noWebhookResponse: true });
    expect((ctx.getResponseObject() as unknown as { statusCode: number }).statusCode).toBe(400);
  });
});
