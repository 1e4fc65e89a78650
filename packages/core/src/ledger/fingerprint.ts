/** What a dedupe key is bound to: the operation and its inputs, whatever their key order. */
import { createHash } from 'node:crypto';

/** A file input as the fingerprint sees it: its name and size, never its bytes. */
export interface FileStandIn {
  file: string;
  size: number | null;
}

/**
 * JSON of `value` with object keys sorted at every depth, so two objects with the same
 * members give the same text. `undefined` members are left out (as `JSON.stringify` does);
 * values with `toJSON` (dates) use it.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) sorted[k] = (v as Record<string, unknown>)[k];
    return sorted;
  });
}

/**
 * Hex sha-256 of `operation` and the canonical JSON of `inputs`: the coerced request, with
 * every uploaded file replaced by its `FileStandIn` and URLs as given. Same operation and
 * inputs in any key order → same fingerprint; any other operation, value or file → another.
 */
export function fingerprintOf(operation: string, inputs: unknown): string {
  return createHash('sha256').update(canonicalJson({ operation, inputs })).digest('hex');
}
