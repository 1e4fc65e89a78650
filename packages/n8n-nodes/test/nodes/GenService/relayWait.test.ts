import nock from 'nock';
import { WAIT_INDEFINITELY, type IWebhookFunctions } from 'n8n-workflow';
import { GenService } from '../../../nodes/GenService/GenService.node';
import { encodeJobs } from '../../../nodes/GenService/actions/tool/relayWait';
import { CREDENTIALS, executeContext, fakeHttpRequest } from '../../helpers/context';

jest.mock('n8n-workflow', () => ({ ...jest.requireActual('n8n-workflow'), sleep: jest.fn(async () => undefined) }));

const API = 'http://api.test';
const RELAY = 'http://relay.test';
const node = new GenService();
const params = {
  resource: 'image',
  operation: 'ai-meme-generator',
  style_topic: (i: number) => `topic ${i}`,
  style_template: 'Drake Hotline Bling',
  additionalFields: {},
  waitForCompletion: true,
  waitMethod: 'auto',
  downloadOutputs: false,
  options: { timeoutMinutes: 10 },
};
const items = [{ json: {} }, { json: {} }];

function webhookContext(jobs: string) {
  const response = { statusCode: 200, status(code: number) { this.statusCode = code; return this; }, json() { return this; } };
  const values: Record<string, unknown> = { waitForCompletion: true, waitMethod: 'auto', downloadOutputs: false, options: {} };
  return {
    getQueryData: () => ({ jobs }),
    getCredentials: async () => CREDENTIALS,
    getNodeParameter: (name: string, fallback?: unknown) => values[name] ?? fallback,
    getResponseObject: () => response,
    helpers: { httpRequest: fakeHttpRequest() },
  } as unknown as IWebhookFunctions;
}

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('Generation Service node: pausing until the relay reports completion', () => {
  it('watches each job once at the relay, pointing at the resume URL, and pauses the run with no deadline', async () => {
    let n = 0;
    nock(API).post('/v1/ai-meme-generator').times(2).reply(200, () => ({ id: `m-${n++}` }));
    const watches: { url: string; events: string[]; project_id: string; once: boolean }[] = [];
    nock(RELAY).post('/v1/subscriptions', (b) => (watches.push(b), true)).times(2).reply(201, (_u, b: { project_id: string }) => ({ id: `w-${b.project_id}`, secret: 'whsec_x' }));
    nock(API).get(/\/v1\/image-projects\/m-[01]/).times(2).reply(200, (uri) => ({ id: uri.split('/').pop(), status: 'rendering' }));
    const options = { params, items, continueOnFail: true, paused: undefined as { waitTill?: Date } | undefined };

    const [out] = await node.execute.call(executeContext(options));

    expect(out!.map((o) => o.json)).toEqual([expect.objectContaining({ id: 'm-0', kind: 'image' }), expect.objectContaining({ id: 'm-1', kind: 'image' })]);
    expect(watches.map((w) => [w.project_id, w.once, w.events])).toEqual(expect.arrayContaining([['m-0', true, ['image.completed', 'image.errored', 'image.canceled']], ['m-1', true, ['image.completed', 'image.errored', 'image.canceled']]]));
    expect(watches[0]!.url).toMatch(/^http:\/\/n8n\.test\/webhook-waiting\/exec-1\?signature=tok&jobs=[\w-]+$/);
    expect(options.paused!.waitTill).toEqual(WAIT_INDEFINITELY);
  });

  it('removes the watches and finishes in the run when every job had already ended', async () => {
    nock(API).post('/v1/ai-meme-generator').reply(200, { id: 'm-9' });
    nock(RELAY).post('/v1/subscriptions').reply(201, { id: 'w-9', secret: 'whsec_x' });
    nock(API).get('/v1/image-projects/m-9').times(2).reply(200, { id: 'm-9', status: 'complete', downloads: [] });
    const removed = nock(RELAY).delete('/v1/subscriptions/w-9').reply(204);
    const options = { params, items: [{ json: {} }], continueOnFail: true, paused: undefined as { waitTill?: Date } | undefined };
    const [out] = await node.execute.call(executeContext(options));
    expect(removed.isDone()).toBe(true);
    expect(options.paused).toBeUndefined();
    expect(out![0]!.json).toMatchObject({ id: 'm-9', status: 'complete' });
  });

  it('polls the jobs it submitted when the relay refuses a watch, removing the watches it made', async () => {
    let n = 0;
    nock(API).post('/v1/ai-meme-generator').times(2).reply(200, () => ({ id: `r-${n++}` }));
    nock(RELAY).post('/v1/subscriptions').reply(201, { id: 'w-ok', secret: 'whsec_x' });
    nock(RELAY).post('/v1/subscriptions').reply(503, { message: 'unavailable' });
    const removed = nock(RELAY).delete('/v1/subscriptions/w-ok').reply(204);
    nock(API).get(/\/v1\/image-projects\/r-[01]/).times(2).reply(200, (uri) => ({ id: uri.split('/').pop(), status: 'complete', downloads: [] }));
    const options = { params, items, continueOnFail: true, paused: undefined as { waitTill?: Date } | undefined };
    const [out] = await node.execute.call(executeContext(options));
    expect(removed.isDone()).toBe(true);
    expect(options.paused).toBeUndefined();
    expect(out!.map((o) => o.json.status)).toEqual(['complete', 'complete']);
  });

  it.each([
    ['n8n cannot resume the run (the CLI)', { mode: 'cli', continueOnFail: true }],
    ['a failed job must fail the node (Continue On Fail off)', { continueOnFail: false }],
  ])('polls instead of pausing where %s', async (_why, extra) => {
    nock(API).post('/v1/ai-meme-generator').reply(200, { id: 'm-7' });
    nock(API).get('/v1/image-projects/m-7').reply(200, { id: 'm-7', status: 'complete', downloads: [] });
    const options = { params, items: [{ json: {} }], paused: undefined as { waitTill?: Date } | undefined, ...extra };
    const [out] = await node.execute.call(executeContext(options));
    expect(out![0]!.json.status).toBe('complete');
    expect(options.paused).toBeUndefined();
  });


});

describe('Generation Service node: resuming from a relay watch', () => {
  const jobs = encodeJobs([{ id: 'm-0', kind: 'image' }, { error: 'Missing required field: style.topic' }, { id: 'm-2', kind: 'image' }]);

  it('keeps the run paused while a job is still running', async () => {
    nock(API).get('/v1/image-projects/m-0').reply(200, { id: 'm-0', status: 'complete', downloads: [] });
    nock(API).get('/v1/image-projects/m-2').reply(200, { id: 'm-2', status: 'rendering' });
    expect(await node.webhook.call(webhookContext(jobs))).toEqual({ webhookResponse: { paused: true } });
  });

  it('stops reading at the first round with a job still running', async () => {
    const many = encodeJobs(Array.from({ length: 30 }, (_, i) => ({ id: `b-${i}`, kind: 'image' as const })));
    const reads: string[] = [];
    nock(API).get(/\/v1\/image-projects\/b-\d+/).times(30).reply(200, (uri) => {
      const id = uri.split('/').pop()!;
      reads.push(id);
      return { id, status: id === 'b-3' ? 'rendering' : 'complete' };
    });
    expect(await node.webhook.call(webhookContext(many))).toEqual({ webhookResponse: { paused: true } });
    expect(reads).toHaveLength(10);
  });

  it('outputs one item per input once every job ended, failures as items with the error', async () => {
    nock(API).get('/v1/image-projects/m-0').reply(200, { id: 'm-0', status: 'complete', downloads: [] });
    nock(API).get('/v1/image-projects/m-2').reply(200, { id: 'm-2', status: 'error', error: { code: 'unknown_error', message: 'boom' } });
    const result = await node.webhook.call(webhookContext(jobs));
    expect(result.workflowData).toEqual([
      [
        { json: expect.objectContaining({ id: 'm-0', status: 'complete', kind: 'image' }), pairedItem: { item: 0 } },
        { json: { error: 'Missing required field: style.topic' }, pairedItem: { item: 1 } },
        { json: expect.objectContaining({ id: 'm-2', status: 'error', error_code: 'unknown_error', error: expect.stringContaining('boom') }), pairedItem: { item: 2 } },
      ],
    ]);
  });

  it('answers 400 to a call without a readable job list', async () => {
    const ctx = webhookContext('not-base64!');
    expect(await node.webhook.call(ctx)).toEqual({ noWebhookResponse: true });
    expect((ctx.getResponseObject() as unknown as { statusCode: number }).statusCode).toBe(400);
  });
});
