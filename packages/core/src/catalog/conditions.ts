/**
 * Conditional requirements ("required when video_source is file") as zod
 * refinements that report in the service's wording.
 */
import type { z } from 'zod';
import type { Condition } from './types';

export type { Condition };

/**
 * A refinement that reports `Missing required field` for `path` when `when`
 * holds and the value at `path` is absent, in the service's wording. A
 * `Condition` object is safe on invalid input; a function receives the parsed
 * value. Nothing is reported while the parent object itself is missing (the
 * parent's own issue covers it).
 */
export function requireWhen<T>(
  path: string,
  expected: string,
  when: ((value: T) => boolean) | Condition,
) {
  const parent = path.split('.').slice(0, -1).join('.');
  return (value: T, ctx: z.core.$RefinementCtx<T>) => {
    if (parent && !isRecord(valueAt(value, parent))) return;
    if (!(typeof when === 'function' ? when(value) : holds(when, value))) return;
    const found = valueAt(value, path);
    if (found === undefined || found === null || found === '') {
      ctx.addIssue({
        code: 'custom',
        path: path.split('.'),
        message: `Missing required field: ${path} (expected ${expected})`,
        params: { missing: true },
      });
    }
  };
}

/**
 * Refinement parameters that run a `Condition`-based `requireWhen` even when
 * other fields already failed, so every problem is reported in one message.
 */
export const alongOtherIssues: z.core.$ZodSuperRefineParams = {
  when: (payload) => isRecord(payload.value),
};

/** The value at a dotted path of `value`, or undefined. */
export function valueAt(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((v, k) => (isRecord(v) ? v[k] : undefined), value);
}

function holds(condition: Condition, value: unknown): boolean {
  return Object.entries(condition).every(([p, allowed]) => allowed.includes(valueAt(value, p)));
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
