/**
 * The kinds of media the catalog's file inputs take, for hosts that offer one
 * "From saved item" list per kind (n8n list methods, Zapier hidden triggers).
 */
import { describeFields, type FieldSpec } from './catalog/describe';
import { operations } from './catalog';
import type { MediaType } from './catalog/types';

/**
 * Every distinct set of media types a catalog file input takes (nested list items included),
 * each once, in catalog order. A host keys its saved-item list by the set and renders it.
 */
export function catalogMediaSets(): (readonly MediaType[])[] {
  const seen = new Map<string, readonly MediaType[]>();
  const visit = (spec: FieldSpec) => {
    if (spec.asset) {
      const key = [...spec.asset].sort().join(',');
      if (!seen.has(key)) seen.set(key, spec.asset);
    }
    spec.items?.forEach(visit);
  };
  for (const op of operations) describeFields(op).forEach(visit);
  return [...seen.values()];
}
