/**
 * Request validation with the service's own wording:
 * `Invalid type for <field>: expected <type>, got <type>`,
 * `Missing required field: <field> (expected <type>)`, joined by `; `.
 * A field the catalog types as integer says `expected integer` in every case.
 * A schema-valid body is then held to the per-model and per-plan rules
 * (`catalog/model-rules`), whose messages name what is allowed.
 */
import type { z } from 'zod';
import { ValidationError, type ValidationIssue } from './errors';
import { describeFields, type FieldSpec } from './catalog/describe';
import { normalizeRequest } from './catalog/normalize';
import { modelRuleIssues, type ValidationOptions } from './catalog/model-rules';
import type { Operation } from './catalog/types';

export type { ValidationOptions } from './catalog/model-rules';

/**
 * The request body to send for `op`: aliases applied, validated against the schema and the
 * model rules (plan rules too when `options.tier` is given), unknown keys kept. Throws
 * `ValidationError` naming fields by wire path.
 */
export function validateRequest(
  op: Operation,
  input: unknown,
  options: ValidationOptions = {},
): Record<string, unknown> {
  const body = validateSchema(op, input);
  const issues = modelRuleIssues(op, body, { ...options, name: (path) => path });
  if (issues.length > 0) throw new ValidationError(issues);
  return body;
}

/** `validateRequest` without the model and plan rules: aliases applied, the schema checked. */
export function validateSchema(op: Operation, input: unknown): Record<string, unknown> {
  const normalized = normalizeRequest(op.key, input);
  const result = op.schema.safeParse(normalized, { reportInput: true });
  if (result.success) return result.data as Record<string, unknown>;
  throw new ValidationError(toServiceIssues(result.error.issues, op));
}

/**
 * zod issues in the service's wording, one per field (the first found), in field order. With
 * `op`, fields it types as integer say `expected integer` also when missing or of another type.
 */
export function toServiceIssues(
  issues: readonly z.core.$ZodIssue[],
  op?: Operation,
): ValidationIssue[] {
  const integers = op ? integerPaths(op) : new Set<string>();
  const seen = new Set<string>();
  const out: ValidationIssue[] = [];
  for (const issue of issues) {
    const field = fieldName(issue.path);
    if (seen.has(field)) continue;
    seen.add(field);
    const isInteger = integers.has(field.replace(/\[\d+\]/g, '[]'));
    out.push({ field, message: describe(issue, field || 'request body', isInteger) });
  }
  return out;
}

const integerCache = new WeakMap<Operation, Set<string>>();

/** Wire paths of `op`'s integer fields, array items as `[]` (`style.points[].position_x`). */
export function integerPaths(op: Operation): Set<string> {
  let paths = integerCache.get(op);
  if (!paths) {
    paths = new Set();
    const collect = (fields: readonly FieldSpec[], prefix: string) => {
      for (const f of fields) {
        const path = `${prefix}${f.path}`;
        if (f.type === 'integer') paths!.add(path);
        if (f.itemType === 'integer') paths!.add(`${path}[]`);
        if (f.items) collect(f.items, `${path}[].`);
      }
    };
    collect(describeFields(op), '');
    integerCache.set(op, paths);
  }
  return paths;
}

/** `assets.face_mappings[0].new_face` from a zod path. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (acc, p) => (typeof p === 'number' ? `${acc}[${p}]` : acc ? `${acc}.${String(p)}` : String(p)),
    '',
  );
}

/** The JSON type name the service would report for a value. */
export function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isInteger(value)) return 'integer';
  return typeof value;
}

function describe(issue: z.core.$ZodIssue, field: string, isInteger: boolean): string {
  const input = (issue as { input?: unknown }).input;
  switch (issue.code) {
    case 'invalid_type': {
      const int = issue.expected === 'int' || (isInteger && issue.expected === 'number');
      const expected = int ? 'integer' : issue.expected;
      if (input === undefined) return `Missing required field: ${field} (expected ${expected})`;
      const got = expected === 'number' && typeof input === 'number' ? 'number' : typeName(input);
      return `Invalid type for ${field}: expected ${expected}, got ${got}`;
    }
    case 'invalid_value': {
      const first = typeof issue.values[0];
      const expected = isInteger && first === 'number' ? 'integer' : first;
      if (input === undefined) return `Missing required field: ${field} (expected ${expected})`;
      if (typeof input !== first || (expected === 'integer' && !Number.isInteger(input)))
        return `Invalid type for ${field}: expected ${expected}, got ${typeName(input)}`;
      return `Invalid value for ${field}: expected one of ${issue.values.map(String).join(', ')}, got ${JSON.stringify(input)}`;
    }
    case 'too_small':
      return `Invalid value for ${field}: expected ${bound(issue.origin, issue.inclusive ? 'at least' : 'more than', issue.minimum)}, got ${shown(input, issue.origin)}`;
    case 'too_big':
      return `Invalid value for ${field}: expected ${bound(issue.origin, issue.inclusive ? 'at most' : 'less than', issue.maximum)}, got ${shown(input, issue.origin)}`;
    case 'not_multiple_of':
      return `Invalid value for ${field}: expected a multiple of ${issue.divisor}, got ${JSON.stringify(input)}`;
    case 'custom':
      return issue.message;
    default:
      return `Invalid value for ${field}: ${issue.message}`;
  }
}

function bound(origin: string, word: string, n: number | bigint): string {
  if (origin === 'string') return `${word} ${count(n, 'character')}`;
  if (origin === 'array') return `${word} ${count(n, 'item')}`;
  return `${word} ${n}`;
}

function shown(input: unknown, origin: string): string {
  if (origin === 'string' && typeof input === 'string') return count(input.length, 'character');
  if (origin === 'array' && Array.isArray(input)) return count(input.length, 'item');
  return JSON.stringify(input);
}

function count(n: number | bigint, noun: string): string {
  return `${n} ${noun}${n === 1 || n === 1n ? '' : 's'}`;
}
