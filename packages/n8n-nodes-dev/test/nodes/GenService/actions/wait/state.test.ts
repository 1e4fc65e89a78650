import {
  readPausedRun,
  watchUrl,
  type PausedRun,
} from '../../../../../../n8n-nodes/nodes/GenService/actions/wait/state';

const run: PausedRun = {
  resumeUrl: 'http://n8n.test/webhook-waiting/exec-1?signature=tok',
  jobs: [
    { id: 'v-1', kind: 'video', input: 'team photo.jpg' },
    { error: 'Missing required field: Prompt (style.prompt)' },
    { id: 'a-2', kind: 'audio' },
    {
      id: 'i-3',
      kind: 'image',
      facts: { dedupeKey: 'sku/ü 1', reused: true, creditsEstimated: 10 },
    },
    { id: 'i-4', kind: 'image', input: 'cat.png', facts: { dedupeKey: 'sku-4' } },
  ],
};
const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);
const stateOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('the paused-run state', () => {
  it('round-trips through the watch URL, keeping the resume URL and each input file name', () => {
    const url = watchUrl(run);
    expect(url.startsWith(`${run.resumeUrl}&gs=`)).toBe(true);
    expect(readPausedRun(queryOf(url))).toEqual(run);
  });

  it('cuts long input names and errors to what the schema keeps instead of refusing them', () => {
    const long: PausedRun = {
      resumeUrl: run.resumeUrl,
      jobs: [{ id: 'v-1', kind: 'video', input: 'n'.repeat(300) }, { error: 'e'.repeat(300) }],
    };
    expect(readPausedRun(queryOf(watchUrl(long)))?.jobs).toEqual([
      { id: 'v-1', kind: 'video', input: 'n'.repeat(200) },
      { error: 'e'.repeat(200) },
    ]);
  });

  it.each([
    ['an unknown kind', { v: 2, jobs: [{ id: 'v-1', kind: 'gif' }] }],
    ['an id with a path in it', { v: 2, jobs: [{ id: '../v-1', kind: 'video' }] }],
    ['an error entry with extra fields', { v: 2, jobs: [{ error: 'boom', id: 'x' }] }],
    [
      'facts with an unknown member',
      { v: 2, jobs: [{ id: 'v-1', kind: 'video', facts: { x: 1 } }] },
    ],
    [
      'a key that is too long',
      { v: 2, jobs: [{ id: 'v-1', kind: 'video', facts: { key: 'k'.repeat(257) } }] },
    ],
    ['no jobs at all', { v: 2, jobs: [] }],
    ['another version', { v: 1, jobs: [{ id: 'v-1', kind: 'video' }] }],
    ['a list instead of the state object', [['v-1', 'video']]],
  ])('rejects state with %s', (_what, state) => {
    const query = { ...queryOf(watchUrl(run)), gs: stateOf(state) };
    expect(readPausedRun(query)).toBeUndefined();
  });

  it.each([
    ['missing', undefined],
    ['not base64url', 'a+b/c='],
    ['not JSON', Buffer.from('{oops').toString('base64url')],
  ])('rejects state that is %s', (_what, gs) => {
    expect(readPausedRun({ ...queryOf(watchUrl(run)), gs })).toBeUndefined();
  });

  it('rejects a resume URL that is not http(s)', () => {
    const query = {
      ...queryOf(watchUrl(run)),
      resume: Buffer.from('file:///etc').toString('base64url'),
    };
    expect(readPausedRun(query)).toBeUndefined();
  });
});
