/**
 * What a Zapier field starts with. Zapier sends a pre-filled value like a typed
 * one, so only a value worth sending is pre-filled: the catalog's own form
 * default, or the service default of a required or primary field. An optional
 * field left with only the service's default stays empty (its help says the
 * default), and a choice whose empty value is itself a choice never starts filled.
 */
import type { FieldSpec } from '@genservice/core/internal';

/** The value `spec`'s field starts with, or undefined for an empty field. */
export function prefill(spec: FieldSpec | undefined): unknown {
  if (!spec || spec.emptyLabel) return undefined;
  const own = spec.uiDefault !== undefined && spec.uiDefault !== spec.default;
  return spec.required || spec.primary || own ? (spec.uiDefault ?? spec.default) : undefined;
}
