/**
 * The jobs of a batch whose wait is paused until the relay reports them, and
 * their one encoding: a versioned JSON object checked against one schema,
 * carried base64url-encoded (hosts that keep no per-run storage put it in the
 * URL the relay calls back). Decoding never throws: state that does not match
 * the schema is refused as a whole.
 */
import { z } from 'zod';
import { PROJECT_KINDS } from '../catalog/types';

/** Jobs travel in a URL; more than this would make it too long. */
export const MAX_PAUSED_JOBS = 100;

const text = (max: number) => z.string().min(1).max(max);

const factsSchema = z.strictObject({
  key: text(256).optional(),
  reused: z.literal(true).optional(),
  estimate: z.number().finite().optional(),
});

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

/** What a job's outputs say about how it came to be: its Dedupe Key, reuse and estimate. */
export type PausedFacts = z.infer<typeof factsSchema>;

/** One input item's job, in item order: its project (input file name, facts) or the error its submission ended with. */
export type PausedJob = z.infer<typeof jobSchema>;

/** `jobs` as one URL-safe token; long inputs and errors are cut to what the schema keeps. */
export function encodePausedJobs(jobs: PausedJob[]): string {
  const compact = jobs.map((j) =>
    'error' in j
      ? { error: j.error.slice(0, 200) }
      : {
          id: j.id,
          kind: j.kind,
          ...(j.input ? { input: j.input.slice(0, 200) } : {}),
          ...(j.facts && Object.keys(j.facts).length ? { facts: j.facts } : {}),
        },
  );
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
