/**
 * Permanent keys. A create's key is the catalog key in snake case
 * (`face-swap-photo` → `face_swap_photo`); an input field's key is its wire
 * path with `__` for each dot (`assets.video_file_path` →
 * `assets__video_file_path`). Zaps store these: never change the rule.
 */
import type { Operation } from '@genservice/core/internal';

/** The Zapier key of the create for `op`. */
export function createKey(op: Pick<Operation, 'key'>): string {
  return op.key.replace(/-/g, '_');
}

/** The Zapier input field key for a wire path. */
export function fieldKey(path: string): string {
  return path.replace(/\./g, '__');
}

/** The key of the create's "Wait for Result" switch; no wire path of the catalog uses it. */
export const WAIT_FIELD = 'wait_for_result';

/** The key of the create's "Additional Fields (JSON)" escape hatch for fields the catalog does not know yet. */
export const ADDITIONAL_FIELD = 'additional_fields';

/** The key of the create's "Dedupe Key" field (shared contract with the other hosts' outputs). */
export const DEDUPE_FIELD = 'dedupe_key';

/** The key of the create's "Max Credits Per Run" field. */
export const MAX_CREDITS_FIELD = 'max_credits';

/** The key of the create's "Recreate Unconfirmed" switch. */
export const RECREATE_FIELD = 'recreate_unconfirmed';
