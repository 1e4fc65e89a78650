/**
 * The state of a paused run, and its one encoding. n8n 2.40 gives a restart
 * webhook no per-execution storage (its webhook context has no `getContext`,
 * and workflow static data is shared by every execution), so the state
 * travels in the URL the relay calls: versioned, compact, and checked
 * against this schema on every wake-up before anything is read from it.
 */
import { PROJECT_KINDS, type ProjectKind } from '@genservice/core';

/** One input item's job, in item order: its project (and the input file its outputs are named after), or the error its submission ended with. */
export type PausedJob = { id: string; kind: ProjectKind; input?: string } | { error: string };

/** Everything a wake-up needs: the run's own resume URL and its jobs. */
export interface PausedRun {
  resumeUrl: string;
  jobs: PausedJob[];
}

/** Jobs travel in the URL; more than this would make it too long. */
export const MAX_PAUSED_JOBS = 100;

const VERSION = '1';
const ID = /^[\w.:-]{1,128}$/;

/** The URL the relay calls for `run`: its resume URL plus the encoded state. */
export function watchUrl(run: PausedRun): string {
  const jobs = run.jobs.map((j) =>
    'id' in j
      ? [j.id, j.kind, ...(j.input ? [j.input.slice(0, 200)] : [])]
      : [null, j.error.slice(0, 200)],
  );
  const sep = run.resumeUrl.includes('?') ? '&' : '?';
  return `${run.resumeUrl}${sep}gs=${VERSION}&jobs=${encode(JSON.stringify(jobs))}&resume=${encode(run.resumeUrl)}`;
}

/** The state in a wake-up's query parameters, or undefined when it does not match the schema. */
export function readPausedRun(query: Record<string, unknown>): PausedRun | undefined {
  if (query.gs !== VERSION) return undefined;
  try {
    const resumeUrl = decode(String(query.resume));
    const list: unknown = JSON.parse(decode(String(query.jobs)));
    if (!/^https?:\/\//.test(resumeUrl) || !Array.isArray(list)) return undefined;
    if (list.length === 0 || list.length > MAX_PAUSED_JOBS) return undefined;
    const jobs = list.map(toJob);
    return jobs.every((j): j is PausedJob => j !== undefined) ? { resumeUrl, jobs } : undefined;
  } catch {
    return undefined;
  }
}

function toJob(entry: unknown): PausedJob | undefined {
  if (!Array.isArray(entry) || entry.length < 2 || entry.length > 3) return undefined;
  const [id, second, input] = entry as unknown[];
  if (id === null) return typeof second === 'string' && !input ? { error: second } : undefined;
  if (typeof id !== 'string' || !ID.test(id)) return undefined;
  if (!(PROJECT_KINDS as readonly unknown[]).includes(second)) return undefined;
  if (input !== undefined && (typeof input !== 'string' || input.length > 200)) return undefined;
  return { id, kind: second as ProjectKind, ...(input ? { input } : {}) };
}

function encode(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function decode(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}
