import nock from 'nock';
import type { IDataObject } from 'n8n-workflow';
import { GenService } from '../../../../../../n8n-nodes/nodes/GenService/GenService.node';
import { executeContext, type ContextOptions } from '../../../../helpers/context';
import { memeParams } from '../../../../helpers/meme';

jest.mock('n8n-workflow', () => ({
  ...jest.requireActual('n8n-workflow'),
  sleep: jest.fn(async () => await new Promise((r) => setImmediate(r))),
}));

const API = 'http://api.test';
const node = new GenService();

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

/** A fake service: numbered creates; `fail` lists the topics whose jobs end in error. */
function service({ credits = 100_000, fail = [] as string[] } = {}) {
  const created: string[] = [];
  const topics = new Map<string, string>();
  const account = { credits };
  nock(API)
    .persist()
    .get('/v1/account')
    .reply(200, () => account);
  nock(API)
    .persist()
    .post('/v1/ai-meme-generator')
    .reply(200, (_uri, body) => {
      const id = `m-${created.length}`;
      created.push(id);
      topics.set(id, String((body as { style: { topic: string } }).style.topic));
      return { id, credits_charged: 10 };
    });
  nock(API)
    .persist()
    .get(/\/v1\/image-projects\/m-\d+/)
    .reply(200, (uri) => {
      const id = uri.split('/').pop()!;
      return fail.includes(topics.get(id)!)
        ? { id, status: 'error', error: { code: 'unknown_error', message: 'boom' } }
        : { id, status: 'complete', downloads: [], credits_charged: 10 };
    });
  return { created, account };
}

const rows = (skus: string[]) => skus.map((sku) => ({ json: { sku } }));

/** A production run (its static data is what n8n saved) of the meme tool keyed by each row's SKU. */
function keyedRun(
  items: { json: IDataObject }[],
  extra: Partial<ContextOptions> = {},
  options: IDataObject = {},
) {
  return executeContext({
    params: memeParams(
      { waitMethod: 'poll', ...options },
      {
        style_topic: (i: number) => `topic ${String(items[i]!.json.sku)}`,
        dedupeKey: (i: number) => items[i]!.json.sku,
      },
    ),
    items,
    mode: 'trigger',
    credentials: { relayUrl: '' },
    ...extra,
  });
}

/** What n8n saves of a run's static data and gives the next run. */
const reload = (data: IDataObject): IDataObject => JSON.parse(JSON.stringify(data));

describe('keyed batches', () => {
  it('outputs the key, reuse and estimate beside the credits charged', async () => {
    service();
    const [out] = await node.execute.call(keyedRun(rows(['a', 'b'])));
    expect(out!.map((o) => o.json)).toEqual([
      expect.objectContaining({
        id: 'm-0',
        dedupe_key: 'a',
        reused: false,
        credits_estimated: 10,
        credits_charged: 10,
      }),
      expect.objectContaining({ id: 'm-1', dedupe_key: 'b', reused: false }),
    ]);
  });

  it('with Continue On Fail, a failed job’s error item keeps its key, reuse and estimate', async () => {
    service({ fail: ['topic b'] });
    const [out] = await node.execute.call(keyedRun(rows(['a', 'b']), { continueOnFail: true }));
    expect(out![1]!.json).toMatchObject({
      id: 'm-1',
      status: 'error',
      dedupe_key: 'b',
      reused: false,
      credits_estimated: 10,
      error: expect.any(String),
    });
  });

  it('a re-run creates only the rows whose job failed and returns the same projects for the others', async () => {
    const { created } = service({ fail: ['topic b'] });
    const staticData: IDataObject = {};
    const [out1] = await node.execute.call(
      keyedRun(rows(['a', 'b', 'c']), { staticData, continueOnFail: true }),
    );
    expect(created).toEqual(['m-0', 'm-1', 'm-2']);
    expect(out1!.map((o) => o.json.status)).toEqual(['complete', 'error', 'complete']);

    const [out2] = await node.execute.call(
      keyedRun(rows(['a', 'b', 'c']), { staticData: reload(staticData), continueOnFail: true }),
    );
    expect(created).toEqual(['m-0', 'm-1', 'm-2', 'm-3']);
    const summary = out2!.map((o) => [o.json.dedupe_key, o.json.id, o.json.reused]);
    expect(summary).toEqual([
      ['a', 'm-0', true],
      ['b', 'm-3', false],
      ['c', 'm-2', true],
    ]);
    expect(out2![0]!.json).toMatchObject({ status: 'complete', credits_charged: 10 });
  });

  it('refuses the whole run over Max Credits Per Run before creating anything, with the figures', async () => {
    const { created } = service();
    const run = node.execute.call(
      executeContext({
        params: memeParams({ waitMethod: 'poll', maxCreditsPerRun: 25 }),
        items: rows(['a', 'b', 'c']),
        credentials: { relayUrl: '' },
      }),
    );
    await expect(run).rejects.toThrow(
      /about 30 credits for 3 items but Max Credits Per Run is 25.*Nothing was created/,
    );
    expect(created).toEqual([]);
  });

  it('refuses a run the balance cannot pay, even with Continue On Fail', async () => {
    const { created } = service({ credits: 15 });
    const run = node.execute.call(
      executeContext({
        params: memeParams({ waitMethod: 'poll' }),
        items: rows(['a', 'b']),
        continueOnFail: true,
        credentials: { relayUrl: '' },
      }),
    );
    await expect(run).rejects.toThrow(/about 20 credits.*the account has 15 credits/);
    expect(created).toEqual([]);
  });

  it('checks only the cap when the balance cannot be read', async () => {
    nock(API).persist().get('/v1/account').reply(503, { message: 'down' });
    const creates = nock(API).post('/v1/ai-meme-generator').reply(200, { id: 'm-0' });
    const run = (cap: number) =>
      node.execute.call(
        executeContext({
          params: memeParams({ waitMethod: 'poll', maxCreditsPerRun: cap }),
          items: rows(['a', 'b']),
          credentials: { relayUrl: '' },
        }),
      );
    await expect(run(15)).rejects.toThrow(
      /about 20 credits for 2 items but Max Credits Per Run is 15\./,
    );
    expect(creates.isDone()).toBe(false);
  });

  it('counts rows already done under their key as free, so a re-run within budget goes ahead', async () => {
    const { created, account } = service();
    const staticData: IDataObject = {};
    await node.execute.call(keyedRun(rows(['a', 'b']), { staticData }));
    account.credits = 15;
    const [out] = await node.execute.call(
      keyedRun(rows(['a', 'b', 'c']), { staticData: reload(staticData) }),
    );
    expect(created).toEqual(['m-0', 'm-1', 'm-2']);
    expect(out!.map((o) => [o.json.id, o.json.reused])).toEqual([
      ['m-0', true],
      ['m-1', true],
      ['m-2', false],
    ]);
  });

  it('without Continue On Fail, the error lists every project the run created, with keys and statuses', async () => {
    service({ fail: ['topic b'] });
    const staticData: IDataObject = {};
    const run = node.execute.call(keyedRun(rows(['a', 'b', 'c']), { staticData }));
    const error = (await run.catch((e: unknown) => e)) as Error & { description?: string };
    expect(error.message).toMatch(/The batch stopped: .*failed.*3 projects were created/);
    for (const line of ['a: project m-0', 'b: project m-1 (error)', 'c: project m-2'])
      expect(error.description).toContain(line);
    const saved = Object.keys(reload(staticData)).filter((k) => k.startsWith('key:'));
    expect(saved).toHaveLength(3);
  });

  it('lets a create already sent finish when another item stops the run, so its key is not left unconfirmed', async () => {
    nock(API).persist().get('/v1/account').reply(200, { credits: 1_000 });
    nock(API)
      .post('/v1/ai-meme-generator', (b) => b.style.topic === 'topic bad')
      .reply(400, { message: 'Invalid template' });
    nock(API)
      .post('/v1/ai-meme-generator', (b) => b.style.topic === 'topic slow')
      .delay(300)
      .reply(200, { id: 'm-slow' });
    const staticData: IDataObject = {};
    const run = node.execute.call(
      keyedRun(rows(['bad', 'slow', 'later']), { staticData }, { maxConcurrency: 2 }),
    );
    const error = (await run.catch((e: unknown) => e)) as Error & { description?: string };
    expect(error.message).toMatch(/The batch stopped: .*Invalid template.*1 project was created/);
    expect(error.description).toContain('slow: project m-slow (queued)');
    expect(reload(staticData)['key:wf-1:node-1:slow']).toMatchObject({
      state: 'created',
      projectId: 'm-slow',
    });
    expect(reload(staticData)['key:wf-1:node-1:later']).toBeUndefined();
  });

  it('with Continue On Fail, an item refused for reusing its key with other inputs carries the key', async () => {
    service();
    const staticData: IDataObject = {};
    await node.execute.call(keyedRun(rows(['a']), { staticData }));
    const [out] = await node.execute.call(
      executeContext({
        params: memeParams({ waitMethod: 'poll' }, { dedupeKey: 'a', style_topic: 'other' }),
        items: rows(['a']),
        mode: 'trigger',
        credentials: { relayUrl: '' },
        staticData: reload(staticData),
        continueOnFail: true,
      }),
    );
    expect(out![0]!.json).toMatchObject({
      dedupe_key: 'a',
      error: expect.stringMatching(/Dedupe key "a" was first used .* with other inputs/),
    });
    expect(out![0]!.json).toMatchObject({ reused: false });
    expect(out![0]!.json).toHaveProperty('credits_estimated');
  });
});
