import nock from 'nock';
import { GenService } from '../../../../n8n-nodes/nodes/GenService/GenService.node';
import { executeContext, type SeenRequest } from '../../helpers/context';
import { memeParams } from '../../helpers/meme';

jest.mock('n8n-workflow', () => ({
  ...jest.requireActual('n8n-workflow'),
  sleep: jest.fn(async () => await new Promise((r) => setImmediate(r))),
}));

const API = 'http://api.test';
const node = new GenService();
const items = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ json: { prompt: `topic ${i}` } }));
const polling = { maxConcurrency: 3, waitMethod: 'poll' };

/** Counts creates in flight and records the order of creates and first polls. */
function tracker() {
  const events: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const onStart = (req: SeenRequest) => {
    const isCreate = req.method === 'POST' && req.url.endsWith('/v1/ai-meme-generator');
    events.push(`${isCreate ? 'create' : 'get'}`);
    if (!isCreate) return () => undefined;
    maxInFlight = Math.max(maxInFlight, ++inFlight);
    return () => void inFlight--;
  };
  return { events, onStart, max: () => maxInFlight };
}

beforeAll(() => nock.disableNetConnect());
beforeEach(() => nock(API).persist().get('/v1/account').reply(200, { credits: 1_000_000 }));
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

function serveJobs(n: number, failing: number[] = []) {
  let next = 0;
  nock(API)
    .post('/v1/ai-meme-generator')
    .times(n)
    .delay(20)
    .reply(200, () => ({ id: `job-${next++}` }));
  for (let i = 0; i < n; i++) {
    const status = failing.includes(i)
      ? { status: 'error', error: { code: 'unknown_error', message: 'boom' } }
      : { status: 'complete', downloads: [] };
    nock(API)
      .get(`/v1/image-projects/job-${i}`)
      .reply(200, { id: `job-${i}`, status: 'rendering' });
    nock(API)
      .get(`/v1/image-projects/job-${i}`)
      .reply(200, { id: `job-${i}`, ...status });
  }
}

describe('Magic Hour node: batches', () => {
  it('submits items at most Max Concurrency at a time and keeps output order and pairing', async () => {
    serveJobs(8);
    const t = tracker();
    const [out] = await node.execute.call(
      executeContext({ params: memeParams(polling), items: items(8), onStart: t.onStart }),
    );
    expect(t.max()).toBe(3);
    expect(out!.map((o) => o.pairedItem)).toEqual(items(8).map((_, i) => ({ item: i })));
    expect(out!.every((o) => o.json.status === 'complete')).toBe(true);
  });

  it('starts waiting for early jobs while later items are still being submitted', async () => {
    serveJobs(6);
    const t = tracker();
    await node.execute.call(
      executeContext({
        params: memeParams({ maxConcurrency: 2 }),
        items: items(6),
        onStart: t.onStart,
      }),
    );
    const lastCreate = t.events.lastIndexOf('create');
    const polls = t.events.slice(0, lastCreate).filter((e) => e === 'get').length;
    expect(polls).toBeGreaterThan(0);
  });

  it('with Continue On Fail yields one error item for a failed input while the others succeed', async () => {
    serveJobs(3, [1]);
    const [out] = await node.execute.call(
      executeContext({ params: memeParams(polling), items: items(3), continueOnFail: true }),
    );
    expect(out).toHaveLength(3);
    expect(out![0]!.json.status).toBe('complete');
    expect(out![1]).toEqual({
      json: expect.objectContaining({ error: expect.stringContaining('unknown_error') }),
      pairedItem: { item: 1 },
    });
    expect(out![2]!.json.status).toBe('complete');
  });

  it('with Continue On Fail reports a validation failure of one item without blocking the rest', async () => {
    serveJobs(2);
    const params = memeParams(polling, {
      style_topic: (i: number) => (i === 1 ? '' : `topic ${i}`),
    });
    const [out] = await node.execute.call(
      executeContext({ params, items: items(3), continueOnFail: true }),
    );
    expect(out![1]!.json.error).toMatch(/Missing required field: Topic \(style\.topic\)/);
    expect([out![0]!.json.status, out![2]!.json.status]).toEqual(['complete', 'complete']);
  });

  it('without Continue On Fail throws the failure for the item that failed', async () => {
    serveJobs(3, [2]);
    await expect(
      node.execute.call(executeContext({ params: memeParams(polling), items: items(3) })),
    ).rejects.toMatchObject({ context: { itemIndex: 2 } });
  });
});
