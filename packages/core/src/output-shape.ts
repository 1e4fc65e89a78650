/**
 * How much of a job's output a host shows: the few fields a next step needs
 * (n8n's Simplify), or everything but the service's record echo and the
 * duplicate id (Zapier's default, the raw record only when the user asks).
 */
import type { JobOutput } from './output';

/** The ten fields a next step needs, in the order hosts show them (faces only on detections). */
export const SIMPLE_OUTPUT_FIELDS = [
  'id',
  'kind',
  'status',
  'download_url',
  'download_urls',
  'credits_charged',
  'credits_estimated',
  'dedupe_key',
  'error_message',
  'face_paths',
] as const;

/** Fields that repeat another (`project_id` is `id`; `raw` is the service's record). */
type EchoField = 'raw' | 'project_id';

/** The output's simple fields, those it has (a host's extra fields are left out). */
export function simplifyOutput(output: Partial<JobOutput>): Partial<JobOutput> {
  const all = output as Record<string, unknown>;
  return Object.fromEntries(SIMPLE_OUTPUT_FIELDS.filter((k) => k in all).map((k) => [k, all[k]]));
}

/** The output without the service's record and the duplicate id, unless `includeRaw`. */
export function withoutEcho<T extends Partial<JobOutput>>(
  output: T,
  includeRaw = false,
): T | Omit<T, EchoField> {
  if (includeRaw) return output;
  const { raw: _raw, project_id: _id, ...rest } = output;
  return rest;
}
