import {
  readPausedRun,
  watchUrl,
  type PausedRun,
} from '../../../../../nodes/GenService/actions/wait/state';

const run: PausedRun = {
  resumeUrl: 'http://n8n.test/webhook-waiting/exec-1?signature=tok',
  jobs: [
    { id: 'v-1', kind: 'video', input: 'team photo.jpg' },
    { error: 'Missing required field: Prompt (style.prompt)' },
    { id: 'a-2', kind: 'audio' },
    { id: 'i-3', kind: 'image', facts: { key: 'sku/ü 1', reused: true, estimate: 10 } },
    { id: 'i-4', kind: 'image', input: 'cat.png', facts: { key: 'sku-4' } },
  ],
};
const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);
const jobsParam = (list: unknown) => Buffer.from(JSON.stringify(list)).toString('base64url');

describe('the paused-run state', () => {
  it('round-trips through the watch URL, keeping the resume URL and each input file name', () => {
    const url = watchUrl(run);
    expect(url.startsWith(`${run.resumeUrl}&gs=1&jobs=`)).toBe(true);
    expect(readPausedRun(queryOf(url))).toEqual(run);
  });

  it.each([
    ['an unknown kind', [['v-1', 'gif']]],
    ['an id with a path in it', [['../v-1', 'video']]],
    ['an error entry with extra fields', [[null, 'boom', 'x']]],
    ['facts with an unknown member', [['v-1', 'video', null, { k: 'a', x: 1 }]]],
    ['a key that is too long', [['v-1', 'video', null, { k: 'k'.repeat(257) }]]],
    ['no jobs at all', []],
  ])('rejects state with %s', (_what, list) => {
    const query = { ...queryOf(watchUrl(run)), jobs: jobsParam(list) };
    expect(readPausedRun(query)).toBeUndefined();
  });

  it('rejects a resume URL that is not http(s)', () => {
    const query = {
      ...queryOf(watchUrl(run)),
      resume: Buffer.from('file:///etc').toString('base64url'),
    };
    expect(readPausedRun(query)).toBeUndefined();
  });
});
