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

/** The run facts a job's outputs carry (core's `OutputFacts`, only the members that say something). */
const factsSchema = z.strictObject({
  dedupeKey: text(256).optional(),
  reused: z.literal(true).optional(),
  creditsEstimated: z.number().finite().optional(),
});

/** The facts as version 2 (before 2026-11) wrote them; read so runs paused before an upgrade resume. */
const factsSchemaV2 = z
  .strictObject({
    key: text(256).optional(),
    reused: z.literal(true).optional(),
    estimate: z.number().finite().optional(),
  })
  .transform(({ key, reused, estimate }) =>
    storedFacts({ dedupeKey: key, reused, creditsEstimated: estimate }),
  );

const jobsSchema = <F extends z.ZodType<PausedFacts | undefined>>(facts: F) =>
  z
    .array(
      z.union([
        z.strictObject({
          id: z.string().regex(/^[\w.:-]{1,128}$/),
          kind: z.enum(PROJECT_KINDS),
          input: text(200).optional(),
          facts: facts.optional(),
        }),
        z.strictObject({ error: text(200) }),
      ]),
    )
    .min(1)
    .max(MAX_PAUSED_JOBS);

const pausedJobsSchema = z.union([
  z.strictObject({ v: z.literal(3), jobs: jobsSchema(factsSchema) }),
  z.strictObject({ v: z.literal(2), jobs: jobsSchema(factsSchemaV2) }),
]);

/** The run facts a paused job keeps: its Dedupe Key, reuse and estimate, when known. */
export type PausedFacts = z.infer<typeof factsSchema>;

/** One input item's job, in item order: its project (input file name, run facts) or the error its submission ended with. */
export type PausedJob =
  { id: string; kind: ProjectKind; input?: string; facts?: OutputFacts } | { error: string };

/** `jobs` as one URL-safe token; long inputs and errors are cut to what the schema keeps. */
export function encodePausedJobs(jobs: PausedJob[]): string {
  const compact = jobs.map((j) => {
    if ('error' in j) return { error: j.error.slice(0, 200) };
    const facts = storedFacts(j.facts ?? {});
    return {
      id: j.id,
      kind: j.kind,
      ...(j.input ? { input: j.input.slice(0, 200) } : {}),
      ...(facts ? { facts } : {}),
    };
  });
  return toBase64Url(JSON.stringify({ v: 3, jobs: compact }));
}

/**
 * The jobs in `token`, or undefined when it is not exactly what `encodePausedJobs` writes (or
 * wrote as version 2, whose facts are read as `OutputFacts`).
 */
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
function storedFacts(facts: OutputFacts): PausedFacts | undefined {
  const { dedupeKey, reused, creditsEstimated } = facts;
  const stored: PausedFacts = {
    ...(typeof dedupeKey === 'string' ? { dedupeKey } : {}),
    ...(reused === true ? { reused } : {}),
    ...(typeof creditsEstimated === 'number' ? { creditsEstimated } : {}),
  };
  return Object.keys(stored).length ? stored : undefined;
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
