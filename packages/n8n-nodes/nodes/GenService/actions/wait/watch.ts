/**
 * The watch chain of a paused run: one relay watch at a time, on the first
 * job still running. Each wake-up reads the jobs in order and, while one is
 * still running, watches that one next, so a batch whose jobs end together
 * wakes the run a few times rather than once per job.
 */
import {
  TERMINAL_STATUSES,
  type Client,
  type Project,
  type ProjectKind,
} from '@genservice/core/internal';
import { watchUrl, type PausedRun } from './state';

/** What the chain needs from a relay client: one-shot watches. */
export interface JobWatcher {
  watch(kind: ProjectKind, jobId: string, url: string): Promise<{ id: string }>;
}

/**
 * Every job's project once all have ended; otherwise `'watching'` after a watch was placed on the
 * first job still running (re-read after placing it, so a job ending meanwhile is not missed).
 * `placed` collects the ids of the watches created.
 */
export async function watchUntilDone(
  relay: JobWatcher,
  client: Client,
  run: PausedRun,
  placed: string[] = [],
): Promise<(Project | undefined)[] | 'watching'> {
  const url = watchUrl(run);
  for (;;) {
    const scan = await readUntilRunning(client, run);
    if (Array.isArray(scan)) return scan;
    placed.push((await relay.watch(scan.kind, scan.id, url)).id);
    const now = await client.projects.get(scan.kind, scan.id);
    if (!TERMINAL_STATUSES.includes(now.status)) return 'watching';
  }
}

/** Every job's project when all have ended, else the first job still running; reads go in rounds of 10. */
async function readUntilRunning(
  client: Client,
  run: PausedRun,
): Promise<(Project | undefined)[] | { id: string; kind: ProjectKind }> {
  const projects: (Project | undefined)[] = [];
  for (let at = 0; at < run.jobs.length; at += 10) {
    const jobs = run.jobs.slice(at, at + 10);
    const round = await Promise.all(
      jobs.map((j) => ('id' in j ? client.projects.get(j.kind, j.id) : undefined)),
    );
    const running = round.findIndex((p) => p && !TERMINAL_STATUSES.includes(p.status));
    if (running !== -1) return jobs[running] as { id: string; kind: ProjectKind };
    projects.push(...round);
  }
  return projects;
}
