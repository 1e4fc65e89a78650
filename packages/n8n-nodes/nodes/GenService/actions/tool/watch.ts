/**
 * The watch chain of a paused run: one relay watch at a time, on the first
 * job still running. Each wake-up reads the jobs in order and, while one is
 * still running, watches that one next, so a batch whose jobs end together
 * wakes the run a few times rather than once per job. The watch URL carries
 * the jobs and n8n's resume URL, so every wake-up can extend the chain.
 */
import {
  TERMINAL_STATUSES,
  finalEventTypes,
  type Client,
  type Project,
  type ProjectKind,
} from '@genservice/core';
import { createSubscription } from '../../transport/relay';

/** One input item's job, in item order: its project, or the error its submission ended with. */
export interface PausedJob {
  id?: string;
  kind?: ProjectKind;
  error?: string;
}

type RelayCtx = Parameters<typeof createSubscription>[0];

/** The URL the relay calls for `jobs`: n8n's resume URL plus the jobs and the resume URL itself. */
export function watchUrl(resumeUrl: string, jobs: PausedJob[]): string {
  const list = jobs.map((j) =>
    j.id ? [j.id, j.kind] : [null, (j.error ?? 'failed').slice(0, 200)],
  );
  return `${resumeUrl}${resumeUrl.includes('?') ? '&' : '?'}jobs=${toBase64Url(JSON.stringify(list))}&resume=${toBase64Url(resumeUrl)}`;
}

/** The jobs and watch URL from a wake-up's query parameters, or undefined when they are not readable. */
export function readWatchQuery(query: {
  jobs?: unknown;
  resume?: unknown;
}): { jobs: PausedJob[]; url: string } | undefined {
  try {
    const list = JSON.parse(fromBase64Url(String(query.jobs))) as [string | null, string][];
    const resumeUrl = fromBase64Url(String(query.resume));
    if (!Array.isArray(list) || !/^https?:\/\//.test(resumeUrl)) return undefined;
    const jobs = list.map(([id, second]) =>
      id ? { id, kind: second as ProjectKind } : { error: second },
    );
    return { jobs, url: watchUrl(resumeUrl, jobs) };
  } catch {
    return undefined;
  }
}

/**
 * Every job's project once all have ended; otherwise `'watching'` after a watch was placed on the
 * first job still running (re-read after placing it, so a job ending meanwhile is not missed).
 * `placed` collects the ids of the watches created.
 */
export async function watchUntilDone(
  ctx: RelayCtx,
  client: Client,
  jobs: PausedJob[],
  url: string,
  placed: string[] = [],
): Promise<(Project | undefined)[] | 'watching'> {
  for (;;) {
    const scan = await readUntilRunning(client, jobs);
    if (Array.isArray(scan)) return scan;
    const job = jobs[scan]!;
    const events = finalEventTypes(job.kind!);
    placed.push(
      (await createSubscription(ctx, { url, events, project_id: job.id, once: true })).id,
    );
    const now = await client.projects.get(job.kind!, job.id!);
    if (!TERMINAL_STATUSES.includes(now.status)) return 'watching';
  }
}

/** Every job's project when all have ended, else the index of the first still running; reads go in rounds of 10. */
async function readUntilRunning(
  client: Client,
  jobs: PausedJob[],
): Promise<(Project | undefined)[] | number> {
  const projects: (Project | undefined)[] = [];
  for (let at = 0; at < jobs.length; at += 10) {
    const round = await Promise.all(
      jobs.slice(at, at + 10).map((j) => (j.id ? client.projects.get(j.kind!, j.id) : undefined)),
    );
    const running = round.findIndex((p) => p && !TERMINAL_STATUSES.includes(p.status));
    if (running !== -1) return at + running;
    projects.push(...round);
  }
  return projects;
}

function toBase64Url(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}
