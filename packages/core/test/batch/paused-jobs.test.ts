import {
  MAX_PAUSED_JOBS,
  decodePausedJobs,
  encodePausedJobs,
  type PausedJob,
} from '../../src/batch/paused-jobs';

describe('paused jobs', () => {
  it('decodes exactly the jobs it encoded, as a URL-safe token', () => {
    const jobs: PausedJob[] = [
      { id: 'v-1', kind: 'video', input: 'ünïcode name.mp4', facts: { key: 'k', reused: true } },
      { error: 'Missing required field: Prompt' },
    ];
    const token = encodePausedJobs(jobs);
    expect(token).toMatch(/^[\w-]+$/);
    expect(decodePausedJobs(token)).toEqual(jobs);
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
