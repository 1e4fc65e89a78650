import nock from 'nock';
import { NodeOperationError } from 'n8n-workflow';
import { GenService } from '../../../../../../n8n-nodes/nodes/GenService/GenService.node';
import { readWaitLimit } from '../../../../../../n8n-nodes/nodes/GenService/actions/wait/limit';
import { executeContext, type ContextOptions } from '../../../../helpers/context';
import { memeParams } from '../../../../helpers/meme';

jest.mock('n8n-workflow', () => ({
  ...jest.requireActual('n8n-workflow'),
  sleep: jest.fn(async () => undefined),
}));

const API = 'http://api.test';
const RELAY = 'http://relay.test';
const node = new GenService();
const MINUTE = 60_000;

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  nock.cleanAll();
  jest.restoreAllMocks();
});
afterAll(() => nock.enableNetConnect());

/** A clock that moves `step` ms every time it is read. */
function movingClock(step: number, start = 1_700_000_000_000) {
  let t = start;
  jest.spyOn(Date, 'now').mockImplementation(() => (t += step));
  return () => t;
}

/** The service: creates m-0… and reports them rendering `renders` times, then complete. */
function serve(count: number, renders = 1_000) {
  let n = 0;
  nock(API).persist().get('/v1/account').reply(200, { credits: 100_000 });
  nock(API)
    .post('/v1/ai-meme-generator')
    .times(count)
    .reply(200, () => ({ id: `m-${n++}` }));
  const reads: Record<string, number> = {};
  nock(API)
    .persist()
    .get(/\/v1\/image-projects\/m-\d+/)
    .reply(200, (uri) => {
      const id = uri.split('/').pop()!;
      reads[id] = (reads[id] ?? 0) + 1;
      return reads[id] > renders
        ? { id, status: 'complete', downloads: [] }
        : { id, status: 'rendering' };
    });
}

const items = (n: number) => Array.from({ length: n }, () => ({ json: {} }));
const polled = (options: Record<string, unknown>): ContextOptions => ({
  params: memeParams({ waitMethod: 'poll', ...options }),
});

describe('Limit Wait Time', () => {
  it('is off unless turned on; the old Timeout (Minutes) option counts as a limit', () => {
    expect(readWaitLimit({}, 0)).toBeUndefined();
    expect(readWaitLimit({ maxWaitMinutes: 5 }, 0)).toBeUndefined();
    expect(readWaitLimit({ limitWaitTime: true, maxWaitMinutes: 5 }, 1_000)).toEqual({
      minutes: 5,
      deadline: 1_000 + 5 * MINUTE,
    });
    expect(readWaitLimit({ timeoutMinutes: 2 }, 0)).toEqual({ minutes: 2, deadline: 2 * MINUTE });
    expect(readWaitLimit({ limitWaitTime: false, timeoutMinutes: 2 }, 0)).toBeUndefined();
  });

  it('without a limit, a polled wait outlasts the old 30-minute timeout and returns the result', async () => {
    serve(1, 8);
    movingClock(5 * MINUTE);
    const [out] = await node.execute.call(executeContext(polled({})));
    expect(out![0]!.json).toMatchObject({ id: 'm-0', status: 'complete' });
  });

  it('fails a polled wait at Max Wait with the project ID and how to pick the job up', async () => {
    serve(1);
    movingClock(5_000);
    const run = node.execute.call(
      executeContext(polled({ limitWaitTime: true, maxWaitMinutes: 1 })),
    );
    await expect(run).rejects.toBeInstanceOf(NodeOperationError);
    await expect(run).rejects.toThrow(
      /Max Wait \(1 min\) ended before image project m-0 finished \(last status: rendering\)\. The job keeps running; get its result with Project → Wait/,
    );
  });

  it('with Continue On Fail, outputs the cut job as an error item carrying its project ID and status', async () => {
    serve(2);
    movingClock(3_000); // every clock read moves it: enough reads in Max Wait to poll both jobs once
    const [out] = await node.execute.call(
      executeContext({
        ...polled({ limitWaitTime: true, maxWaitMinutes: 1 }),
        items: items(2),
        continueOnFail: true,
      }),
    );
    expect(out!.map((o) => o.json)).toEqual([
      expect.objectContaining({ project_id: 'm-0', status: 'rendering', timedOut: true }),
      expect.objectContaining({ project_id: 'm-1', status: 'rendering', timedOut: true }),
    ]);
    expect(String(out![0]!.json.error)).toContain('m-0');
    expect(out!.map((o) => o.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
  });

  it('pauses a run only until Max Wait, leaving the cut jobs as what n8n outputs when the time is up', async () => {
    serve(2);
    nock(RELAY).post('/v1/subscriptions').reply(201, { id: 'w-1', secret: 'whsec_x' });
    const now = movingClock(1);
    const paused: ContextOptions['paused'] = {};
    const ctx = executeContext({
      params: memeParams({ waitMethod: 'auto', limitWaitTime: true, maxWaitMinutes: 45 }),
      items: items(2),
      continueOnFail: true,
      paused,
    });
    const started = now();
    await node.execute.call(ctx);

    const waitTill = paused.waitTill!.getTime();
    expect(waitTill).toBeGreaterThan(started + 45 * MINUTE - 1_000);
    expect(waitTill).toBeLessThanOrEqual(started + 45 * MINUTE + 1_000);
    const resumedWith = ctx.getExecuteData().data.main![0];
    expect(resumedWith!.map((o) => o.json)).toEqual([
      expect.objectContaining({
        project_id: 'm-0',
        timedOut: true,
        error: expect.stringMatching(/Max Wait \(45 min\) ended before image project m-0 finished/),
      }),
      expect.objectContaining({ project_id: 'm-1', timedOut: true }),
    ]);
    expect(resumedWith!.map((o) => o.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
  });

  it('pauses with no end when the limit is off', async () => {
    serve(1);
    nock(RELAY).post('/v1/subscriptions').reply(201, { id: 'w-1', secret: 'whsec_x' });
    const paused: ContextOptions['paused'] = {};
    const ctx = executeContext({
      params: memeParams({ waitMethod: 'auto' }),
      continueOnFail: true,
      paused,
    });
    const input = ctx.getInputData();
    await node.execute.call(ctx);
    expect(paused.waitTill!.getTime()).toBeGreaterThan(Date.now() + 365 * 24 * 60 * MINUTE);
    expect(ctx.getExecuteData().data.main![0]).toBe(input);
  });
});
