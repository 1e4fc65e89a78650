/**
 * The state of a paused run, and its one encoding. n8n 2.40 gives a restart
 * webhook no per-execution storage (its webhook context has no `getContext`,
 * and workflow static data is shared by every execution), so the state
 * travels in the URL the relay calls: versioned, compact, and checked
 * against this schema on every wake-up before anything is read from it.
 */
import { PROJECT_KINDS, type ProjectKind } from '@genservice/core/internal';

/** What a job's outputs say about how it came to be: its Dedupe Key, reuse and estimate. */
export interface PausedFacts {
  key?: string;
  reused?: boolean;
  estimate?: number;
}

/**
 * One input item's job, in item order: its project (the input file its outputs are named after,
 * and its facts), or the error its submission ended with.
 */
export type PausedJob =
  { id: string; kind: ProjectKind; input?: string; facts?: PausedFacts } | { error: string };

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
  const jobs = run.jobs.map((j) => {
    if (!('id' in j)) return [null, j.error.slice(0, 200)];
    const input = j.input ? j.input.slice(0, 200) : null;
    const facts = j.facts && Object.keys(j.facts).length ? [input, packFacts(j.facts)] : [];
    return [j.id, j.kind, ...(facts.length ? facts : input ? [input] : [])];
  });
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
  if (!Array.isArray(entry) || entry.length < 2 || entry.length > 4) return undefined;
  const [id, second, input, packed] = entry as unknown[];
  if (id === null)
    return typeof second === 'string' && entry.length === 2 ? { error: second } : undefined;
  if (typeof id !== 'string' || !ID.test(id)) return undefined;
  if (!(PROJECT_KINDS as readonly unknown[]).includes(second)) return undefined;
  const noInput = input === undefined || (input === null && entry.length === 4);
  if (!noInput && (typeof input !== 'string' || input.length > 200)) return undefined;
  const facts = entry.length === 4 ? unpackFacts(packed) : {};
  if (!facts) return undefined;
  return {
    id,
    kind: second as ProjectKind,
    ...(typeof input === 'string' && input ? { input } : {}),
    ...(Object.keys(facts).length ? { facts } : {}),
  };
}

function packFacts(facts: PausedFacts): Record<string, unknown> {
  return {
    ...(facts.key !== undefined ? { k: facts.key } : {}),
    ...(facts.reused ? { r: 1 } : {}),
    ...(facts.estimate !== undefined ? { e: facts.estimate } : {}),
  };
}

function unpackFacts(packed: unknown): PausedFacts | undefined {
  if (typeof packed !== 'object' || packed === null || Array.isArray(packed)) return undefined;
  const { k, r, e, ...rest } = packed as Record<string, unknown>;
  if (Object.keys(rest).length) return undefined;
  if (k !== undefined && (typeof k !== 'string' || k.length < 1 || k.length > 256))
    return undefined;
  if (r !== undefined && r !== 1) return undefined;
  if (e !== undefined && (typeof e !== 'number' || !Number.isFinite(e))) return undefined;
  return {
    ...(typeof k === 'string' ? { key: k } : {}),
    ...(r === 1 ? { reused: true } : {}),
    ...(typeof e === 'number' ? { estimate: e } : {}),
  };
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
