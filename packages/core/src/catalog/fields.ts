/**
 * Field builders for catalog schemas. Each attaches the metadata renderers
 * need (title, description, asset media types, suggestions, defaults) so an
 * operation's shape is written once.
 */
import { z } from 'zod';
import type { FieldMeta, MediaType } from './types';

export { requireWhen, alongOtherIssues, valueAt, type Condition } from './conditions';

/**
 * `schema` with presentation metadata merged onto what it already has (see
 * `FieldMeta`). Optional and nullable wrappers are kept; the metadata goes on
 * the inner schema so it wins over the builder's.
 */
export function ui<T extends z.ZodType>(schema: T, meta: FieldMeta): T {
  if (schema instanceof z.ZodOptional)
    return ui(schema.unwrap() as z.ZodType, meta).optional() as unknown as T;
  if (schema instanceof z.ZodNullable)
    return ui(schema.unwrap() as z.ZodType, meta).nullable() as unknown as T;
  const merged = { ...(schema.meta() ?? {}), ...meta };
  if (meta.label && !meta.title) merged.title = meta.label;
  return schema.meta(merged) as T;
}

/** An object whose unknown keys pass through to the service (the escape hatch for new fields). */
export function obj<T extends z.core.$ZodLooseShape>(shape: T, meta: FieldMeta = {}) {
  return z.looseObject(shape).meta({ ...meta });
}

/** An input file: an upload `file_path` (`api-assets/…`) or a URL with an extension. */
export function asset(types: readonly MediaType[], description: string, title?: string) {
  return z
    .string()
    .min(1)
    .meta({ asset: types, description, ...(title ? { title } : {}) });
}

/** A free string. */
export function text(
  description: string,
  extra: { min?: number; max?: number; title?: string; default?: string } = {},
) {
  let s = z.string();
  if (extra.min !== undefined) s = s.min(extra.min);
  if (extra.max !== undefined) s = s.max(extra.max);
  return s.meta({
    description,
    ...(extra.title ? { title: extra.title } : {}),
    ...(extra.default !== undefined ? { default: extra.default } : {}),
  });
}

/** A multi-line text labelled "Prompt"; `meta` adds presentation such as `primary` or `requiredWhen`. */
export function prompt(
  description: string,
  limits: { min?: number; max?: number } = {},
  meta: FieldMeta = {},
) {
  return ui(text(description, limits), { label: 'Prompt', multiline: true, ...meta });
}

/** A closed choice: the service rejects other values and the choice changes which fields apply. */
export function choice<const T extends readonly [string, ...string[]]>(
  values: T,
  description: string,
  def?: T[number],
) {
  return z.enum(values).meta({ description, ...(def !== undefined ? { default: def } : {}) });
}

/**
 * An open choice: a list that grows with the service (models, styles, voices).
 * The values are offered as suggestions; any string is accepted.
 */
export function openChoice(values: readonly string[], description: string, def?: string) {
  return z
    .string()
    .meta({ description, suggestions: values, ...(def !== undefined ? { default: def } : {}) });
}

/** A number with optional bounds (inclusive unless `gt` is used) and an optional step. */
export function num(
  description: string,
  bounds: {
    min?: number;
    gt?: number;
    max?: number;
    int?: boolean;
    step?: number;
    default?: number;
  } = {},
) {
  let n = bounds.int ? z.int() : z.number();
  if (bounds.min !== undefined) n = n.min(bounds.min);
  if (bounds.gt !== undefined) n = n.gt(bounds.gt);
  if (bounds.max !== undefined) n = n.max(bounds.max);
  if (bounds.step !== undefined) n = n.multipleOf(bounds.step);
  return n.meta({
    description,
    ...(bounds.default !== undefined ? { default: bounds.default } : {}),
  });
}

/** A closed choice among numbers (e.g. a scale factor of 2 or 4). */
export function numChoice<const T extends readonly [number, ...number[]]>(
  values: T,
  description: string,
  def?: T[number],
) {
  return z.literal(values).meta({ description, ...(def !== undefined ? { default: def } : {}) });
}

/** Marks a field the service deprecated but still accepts; renderers hide or flag it. */
export function deprecated<T extends z.ZodType>(schema: T, description: string): T {
  return schema.meta({ description, deprecated: true });
}

/** A boolean. */
export function flag(description: string, def?: boolean) {
  return z.boolean().meta({ description, ...(def !== undefined ? { default: def } : {}) });
}

/** `name`: optional on every creation; the service names the project "<Tool> - <dateTime>" otherwise. */
export function projectName(tool: string) {
  return z
    .string()
    .meta({
      title: 'Project Name',
      description: `Name shown in your library. Defaults to "${tool} - <date and time>".`,
    })
    .optional();
}

/** `start_seconds` / `end_seconds` (up to 2 decimals). */
export function seconds(
  description: string,
  bounds: { min?: number; max?: number; default?: number } = {},
) {
  return num(description, { min: bounds.min ?? 0, ...bounds });
}
