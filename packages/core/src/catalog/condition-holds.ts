/**
 * Whether a presentation rule (`FieldSpec.requiredWhen`) holds for the values
 * a form currently has, as the service would judge it.
 */
import { describeFields } from './describe';
import type { Condition, Operation } from './types';

/**
 * True when every path of `condition` holds one of its listed values.
 * `valueOf(path)` reads the form's value at a wire path; an empty value
 * counts as the service's default for that field (face swap's mode is
 * `all-faces` when left empty), or as `undefined` when the service has none.
 */
export function conditionHolds(
  op: Operation,
  condition: Condition,
  valueOf: (path: string) => unknown,
): boolean {
  const fields = describeFields(op);
  return Object.entries(condition).every(([path, allowed]) => {
    const given = valueOf(path);
    const empty = given === undefined || given === null || given === '';
    const value = empty ? fields.find((f) => f.path === path)?.default : given;
    return allowed.includes(value);
  });
}
