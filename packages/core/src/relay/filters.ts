/**
 * Subscription filters the relay applies before it creates a delivery: by tool (the project
 * `type`), by project name, and by the tag of the workflow or Zap that created the project.
 * "Created by" is a name convention: a tagged create names its project `[<tag>] <name>`, so the
 * tag travels in the service's own event, survives re-runs and is read only within one tenant.
 */
import { z } from 'zod';
import { operations } from '../catalog';

/** Every project `type` the catalog's tools report (`FACE_SWAP`, `LIP_SYNC`, …), sorted. */
export const SERVICE_TYPES: readonly string[] = [
  ...new Set(operations.map((op) => op.serviceType)),
].sort();

const TAG = /^[A-Za-z0-9_-]{1,64}$/;
/** A creator tag at the start of a project name (`[n8n-42] `), which name filters look past. */
const CREATOR_TAG_PREFIX = /^\[[A-Za-z0-9_-]{1,64}\] /;
const text = z.string().trim().min(1).max(256, 'must be at most 256 characters');

/** What `filters` on a new subscription accepts; every field is optional and omitted means "any". */
export const subscriptionFiltersSchema = z.strictObject({
  tools: z
    .array(
      z.enum(SERVICE_TYPES as [string, ...string[]], {
        error: `must be one of ${SERVICE_TYPES.join(', ')}`,
      }),
    )
    .min(1, 'must name at least one tool')
    .max(SERVICE_TYPES.length)
    .optional(),
  name_contains: text.optional(),
  name_starts_with: text.optional(),
  created_by: z.string().regex(TAG, 'must be 1–64 letters, digits, - or _').optional(),
});
export type SubscriptionFilters = z.infer<typeof subscriptionFiltersSchema>;

/** The project name a create tagged `tag` uses, so a `created_by: tag` filter hears it. */
export function tagProjectName(tag: string, name: string): string {
  if (!TAG.test(tag)) throw new RangeError('A creator tag is 1–64 letters, digits, - or _');
  return `[${tag}] ${name}`;
}

/**
 * Whether a project (as an event carries it) passes `filters`: every given filter must hold;
 * name comparisons ignore case and look past a creator tag (a tagged "[zap-1] Summer sale"
 * starts with "Summer"); no filters (or none given) pass everything.
 */
export function matchesFilters(
  filters: SubscriptionFilters | null | undefined,
  project: unknown,
): boolean {
  if (!filters) return true;
  const p = (typeof project === 'object' && project !== null ? project : {}) as Record<
    string,
    unknown
  >;
  const type = typeof p.type === 'string' ? p.type : '';
  const name = typeof p.name === 'string' ? p.name : '';
  const lower = name.replace(CREATOR_TAG_PREFIX, '').toLowerCase();
  if (filters.tools && !filters.tools.includes(type)) return false;
  if (filters.name_contains && !lower.includes(filters.name_contains.toLowerCase())) return false;
  if (filters.name_starts_with && !lower.startsWith(filters.name_starts_with.toLowerCase()))
    return false;
  if (filters.created_by && !name.startsWith(`[${filters.created_by}] `)) return false;
  return true;
}
