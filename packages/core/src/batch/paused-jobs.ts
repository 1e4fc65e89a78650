/**
 * The jobs of a batch whose wait is paused until the relay reports them, and
 * their one encoding: a versioned JSON object checked against one schema,
 * carried base64url-encoded (hosts that keep no per-run storage put it in the
 * URL the relay calls back). Decoding never throws: state that does not match
 * the schema is refused as a whole.
 */
import { z } from 'zod';
import { PROJECT_KINDS, type ProjectKind } from '../catalog/types';
import type { OutputFacts } from '../output';

/** Jobs travel in a URL; more than this would make it too long. */
export const MAX_PAUSED_JOBS = 100;

const text = (max: number) => z.string().min(1).max(max);

/**
 * The run facts on the wire, in short names (the token travels in a URL): `key`, `reused`,
 * `estimate`; decoded as core's `OutputFacts`.
 */
const factsSchema = z
  .strictObject({
    key: text(256).optional(),
    reused: z.literal(true).optional(),
    estimate: z.number().finite().optional(),
  })
  .transform(({ key, reused, estimate }) =>
    definedFacts({ dedupeKey: key, reused, creditsEstimated: estimate }),
  );

const jobSchema = z.union([
  z.strictObject({
    id: z.string().regex(/^[\w.:-]{1,128}$/),
    kind: z.enum(PROJECT_KINDS),
    input: text(200).optional(),
    facts: factsSchema.optional(),
  }),
  z.strictObject({ error: text(200) }),
]);

const pausedJobsSchema = z.strictObject({
  v: z.literal(2),
  jobs: z.array(jobSchema).min(1).max(MAX_PAUSED_JOBS),
});

/** The run facts a paused job keeps: its Dedupe Key, reuse and estimate, when known. */
export type PausedFacts = Pick<OutputFacts, 'dedupeKey' | 'reused' | 'creditsEstimated'>;

/** One input item's job, in item order: its project (input file name, run facts) or the error its submission ended with. */
export type PausedJob =
  { id: string; kind: ProjectKind; input?: string; facts?: OutputFacts } | { error: string };

/** `jobs` as one URL-safe token; long inputs and errors are cut to what the schema keeps. */
export function encodePausedJobs(jobs: PausedJob[]): string {
  const compact = jobs.map((j) => {
    if ('error' in j) return { error: j.error.slice(0, 200) };
    const facts = definedFacts(j.facts ?? {});
    const wire = facts && {
      ...(facts.dedupeKey !== undefined ? { key: facts.dedupeKey } : {}),
      ...(facts.reused ? { reused: true } : {}),
      ...(facts.creditsEstimated !== undefined ? { estimate: facts.creditsEstimated } : {}),
    };
    return {
      id: j.id,
      kind: j.kind,
      ...(j.input ? { input: j.input.slice(0, 200) } : {}),
      ...(wire ? { facts: wire } : {}),
    };
  });
  return toBase64Url(JSON.stringify({ v: 2, jobs: compact }));
}

/** The jobs in `token`, or undefined when it is not exactly what `encodePausedJobs` writes. */
export function decodePausedJobs(token: unknown): PausedJob[] | undefined {
  if (typeof token !== 'string' || !/^[\w-]+$/.test(token)) return undefined;
  try {
    const parsed = pausedJobsSchema.safeParse(JSON.parse(fromBase64Url(token)));
    return parsed.success ? parsed.data.jobs : undefined;
  } catch {
    return undefined;
  }
}

/** The members of `facts` that say something (no nulls, no `reused: false`); undefined when none do. */
function definedFacts(facts: OutputFacts): PausedFacts | undefined {
  const { dedupeKey, reused, creditsEstimated } = facts;
  const kept: PausedFacts = {
    ...(typeof dedupeKey === 'string' ? { dedupeKey } : {}),
    ...(reused === true ? { reused } : {}),
    ...(typeof creditsEstimated === 'number' ? { creditsEstimated } : {}),
  };
  return Object.keys(kept).length ? kept : undefined;
}

/** `text` as UTF-8 in base64url without padding. */
export function toBase64Url(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The UTF-8 text in a base64url token; throws on bytes that are not base64. */
export function fromBase64Url(token: string): string {
  const binary = atob(token.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}
