/**
 * Finds an operation's conditional requirements by probing its schema (each
 * option value of each field, one at a time) and compares them with the
 * catalog's presentation rules (`requiredWhen`).
 */
import {
  conditionHolds,
  describeFields,
  setPath,
  type FieldSpec,
  type Operation,
} from '@genservice/core/internal';

const valueAt = (body: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (v, k) =>
        typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[k] : undefined,
      body,
    );

/** A body with every parent object present and every required choice at its form default. */
function baseline(fields: FieldSpec[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    const parents = f.path.split('.').slice(0, -1);
    parents.forEach((_, i) => {
      const p = parents.slice(0, i + 1).join('.');
      if (valueAt(body, p) === undefined) setPath(body, p, {});
    });
  }
  for (const f of fields) {
    if (f.required && f.options?.length) setPath(body, f.path, f.uiDefault ?? f.options[0]);
  }
  return body;
}

/** Every body to probe: the baseline, then each option (and emptiness) of each choice. */
function probes(fields: FieldSpec[]): Record<string, unknown>[] {
  const base = baseline(fields);
  const out = [base];
  for (const f of fields) {
    if (!f.options || f.deprecated) continue;
    for (const v of f.options) out.push(setPath(structuredClone(base), f.path, v));
  }
  return out;
}

/** Paths the schema reports missing only because of a condition (not always required). */
export function conditionallyMissing(op: Operation, body: unknown): string[] {
  const result = op.schema.safeParse(body);
  if (result.success) return [];
  return result.error.issues
    .filter((i) => i.code === 'custom' && (i.params as { missing?: boolean })?.missing)
    .map((i) => i.path.join('.'));
}

const ruleHolds = (op: Operation, field: FieldSpec, body: unknown) =>
  !!field.requiredWhen && conditionHolds(op, field.requiredWhen, (path) => valueAt(body, path));

/**
 * Disagreements between what the schema requires conditionally and the
 * presentation rules, as readable lines (empty when they agree).
 */
export function presentationGaps(op: Operation): string[] {
  const fields = describeFields(op);
  const problems = new Set<string>();
  for (const body of probes(fields)) {
    const missing = conditionallyMissing(op, body).filter((p) => fields.some((f) => f.path === p));
    for (const path of missing) {
      const f = fields.find((x) => x.path === path)!;
      if (!f.primary || !ruleHolds(op, f, body))
        problems.add(
          `${op.key} ${path}: required conditionally, but no primary requiredWhen covers it`,
        );
    }
    for (const f of fields) {
      if (
        f.primary &&
        ruleHolds(op, f, body) &&
        valueAt(body, f.path) === undefined &&
        !missing.includes(f.path)
      )
        problems.add(`${op.key} ${f.path}: requiredWhen holds but the service does not require it`);
    }
  }
  return [...problems];
}
