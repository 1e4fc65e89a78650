import {
  MAX_PAUSED_JOBS,
  decodePausedJobs,
  encodePausedJobs,
  type PausedJob,
} from '../../src/batch/paused-jobs';

describe('paused jobs', () => {
  it('decodes exactly the jobs it encoded, as a URL-safe token', () => {
    const jobs: PausedJob[] = [
      {
        id: 'v-1',
        kind: 'video',
        input: 'ünïcode name.mp4',
        facts: { dedupeKey: 'k', reused: true },
      },
      { error: 'Missing required field: Prompt' },
    ];
    const token = encodePausedJobs(jobs);
    expect(token).toMatch(/^[\w-]+$/);
    expect(decodePausedJobs(token)).toEqual(jobs);
  });

  it('reads state paused by the previous release (facts as key and estimate) as run facts', () => {
    const v2 = {
      v: 2,
      jobs: [
        {
          id: 'v-1',
          kind: 'video',
          input: 'a.mp4',
          facts: { key: 'k', reused: true, estimate: 10 },
        },
        { id: 'v-2', kind: 'video', facts: { estimate: 5 } },
        { id: 'v-3', kind: 'video', facts: {} },
        { error: 'boom' },
      ],
    };
    expect(decodePausedJobs(Buffer.from(JSON.stringify(v2)).toString('base64url'))).toEqual([
      {
        id: 'v-1',
        kind: 'video',
        input: 'a.mp4',
        facts: { dedupeKey: 'k', reused: true, creditsEstimated: 10 },
      },
      { id: 'v-2', kind: 'video', facts: { creditsEstimated: 5 } },
      { id: 'v-3', kind: 'video' },
      { error: 'boom' },
    ]);
  });

  it('keeps only the facts that say something', () => {
    const token = encodePausedJobs([
      {
        id: 'v-1',
        kind: 'video',
        facts: { dedupeKey: null, reused: false, creditsEstimated: null },
      },
      { id: 'v-2', kind: 'video', facts: { dedupeKey: 'k', reused: false, creditsEstimated: 0 } },
    ]);
    expect(decodePausedJobs(token)).toEqual([
      { id: 'v-1', kind: 'video' },
      { id: 'v-2', kind: 'video', facts: { dedupeKey: 'k', creditsEstimated: 0 } },
    ]);
  });

  it.each([
    ['an unknown version', { v: 3, jobs: [{ id: 'v-1', kind: 'video', facts: { key: 'k' } }] }],
    [
      'long fact names on the wire (the token keeps to short ones)',
      { v: 2, jobs: [{ id: 'v-1', kind: 'video', facts: { dedupeKey: 'k' } }] },
    ],
  ])('refuses %s', (_what, state) => {
    expect(
      decodePausedJobs(Buffer.from(JSON.stringify(state)).toString('base64url')),
    ).toBeUndefined();
  });

  it('refuses more jobs than a URL can carry', () => {
    const jobs = Array.from({ length: MAX_PAUSED_JOBS + 1 }, (_, i) => ({
      id: `v-${i}`,
      kind: 'video' as const,
    }));
    expect(decodePausedJobs(encodePausedJobs(jobs))).toBeUndefined();
    expect(decodePausedJobs(encodePausedJobs(jobs.slice(1)))).toHaveLength(MAX_PAUSED_JOBS);
  });

  it.each([[42], [''], ['%%%'], [Buffer.from('[]').toString('base64url')]])(
    'refuses %p without throwing',
    (token) => {
      expect(decodePausedJobs(token)).toBeUndefined();
    },
  );
});
