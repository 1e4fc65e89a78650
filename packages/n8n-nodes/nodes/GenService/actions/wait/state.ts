/**
 * The state of a paused run. n8n 2.40 gives a restart webhook no per-execution
 * storage (its webhook context has no `getContext`, and workflow static data is
 * shared by every execution), so the state travels in the URL the relay calls:
 * the run's resume URL and its jobs in core's one encoding, checked against its
 * schema on every wake-up before anything is read from it.
 */
import {
  decodePausedJobs,
  encodePausedJobs,
  fromBase64Url,
  toBase64Url,
  type PausedJob,
} from '@genservice/core/internal';

export { MAX_PAUSED_JOBS, type PausedJob } from '@genservice/core/internal';

/** Everything a wake-up needs: the run's own resume URL and its jobs. */
export interface PausedRun {
  resumeUrl: string;
  jobs: PausedJob[];
}

/** The URL the relay calls for `run`: its resume URL plus the encoded state. */
export function watchUrl(run: PausedRun): string {
  const sep = run.resumeUrl.includes('?') ? '&' : '?';
  const state = `gs=${encodePausedJobs(run.jobs)}&resume=${toBase64Url(run.resumeUrl)}`;
  return `${run.resumeUrl}${sep}${state}`;
}

/** The state in a wake-up's query parameters, or undefined when it does not match the schema. */
export function readPausedRun(query: Record<string, unknown>): PausedRun | undefined {
  const jobs = decodePausedJobs(query.gs);
  if (!jobs || typeof query.resume !== 'string') return undefined;
  try {
    const resumeUrl = fromBase64Url(query.resume);
    return /^https?:\/\//.test(resumeUrl) ? { resumeUrl, jobs } : undefined;
  } catch {
    return undefined;
  }
}
