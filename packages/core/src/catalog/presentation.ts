/**
 * How a field is presented when its entry says nothing: which inputs are
 * primary and where they sort. Media first, then the prompt, then modes and
 * models, then the rest; the project name and deprecated fields last.
 */
import type { FieldSpec } from './field-spec';
import type { Condition } from './types';

/** Order groups: a field without an explicit `order` takes its group's. */
export const ORDER = { media: 100, prompt: 200, mode: 300, rest: 400, name: 900, deprecated: 950 };

/** Copies the presentation metadata of a JSON Schema node onto `spec`, filling defaults. */
export function applyPresentation(spec: FieldSpec, m: Record<string, unknown>): void {
  spec.primary = typeof m.primary === 'boolean' ? m.primary : spec.required && !m.deprecated;
  spec.order = typeof m.order === 'number' ? m.order : defaultGroup(spec, m);
  if (isRecord(m.requiredWhen)) spec.requiredWhen = fromJson(m.requiredWhen);
  if (isRecord(m.optionLabels))
    spec.optionLabels = { ...(m.optionLabels as Record<string, string>) };
  if (isRecord(m.optionDescriptions))
    spec.optionDescriptions = { ...(m.optionDescriptions as Record<string, string>) };
  const uiDefault = m.uiDefault ?? m.default;
  if (uiDefault !== undefined) spec.uiDefault = uiDefault;
  if (m.multiline === true) spec.multiline = true;
  if (typeof m.emptyLabel === 'string' && m.emptyLabel) spec.emptyLabel = m.emptyLabel;
  if (typeof m.example === 'string' || typeof m.example === 'number') spec.example = m.example;
  if (m.searchable === true) {
    spec.searchable = true;
    spec.options?.sort((a, b) => String(a).localeCompare(String(b)));
  }
}

/** `fields` sorted by `order`; ties keep their declaration order. */
export function sortByOrder(fields: FieldSpec[]): FieldSpec[] {
  return fields
    .map((f, i) => [f, i] as const)
    .sort(([a, i], [b, j]) => a.order - b.order || i - j)
    .map(([f]) => f);
}

function defaultGroup(spec: FieldSpec, m: Record<string, unknown>): number {
  if (m.deprecated === true) return ORDER.deprecated;
  if (spec.path === 'name') return ORDER.name;
  if (spec.asset || /_source$|^youtube_url$/.test(spec.name)) return ORDER.media;
  if (spec.name === 'prompt' || m.multiline === true) return ORDER.prompt;
  if (/(^|_)(mode|model|type|version)$/.test(spec.name)) return ORDER.mode;
  return ORDER.rest;
}

/** JSON Schema turns `undefined` (left empty) into `null`; conditions never test for null. */
function fromJson(c: Record<string, unknown>): Condition {
  const out: Record<string, unknown[]> = {};
  for (const [path, values] of Object.entries(c))
    out[path] = (Array.isArray(values) ? values : []).map((v) => (v === null ? undefined : v));
  return out;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
