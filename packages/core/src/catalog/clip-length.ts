/**
 * A clip-length rule over `start_seconds` (default 0) and `end_seconds`, as a
 * refinement reporting on `end_seconds` in the service's wording.
 */
import type { z } from 'zod';

/**
 * Refuses a clip shorter than `min` or longer than `max` seconds. Reported on
 * `end_seconds` (with the length found) alongside every other problem; when a
 * bound itself is missing or not a number, its own issue covers it.
 */
export function clipLengthBetween<T>(min: number, max: number) {
  return (value: T, ctx: z.core.$RefinementCtx<T>) => {
    const { start_seconds: start = 0, end_seconds: end } = (value ?? {}) as {
      start_seconds?: unknown;
      end_seconds?: unknown;
    };
    if (typeof end !== 'number' || typeof start !== 'number') return;
    const length = Math.round((end - start) * 100) / 100;
    if (length >= min && length <= max) return;
    ctx.addIssue({
      code: 'custom',
      path: ['end_seconds'],
      message: `Invalid value for end_seconds: the clip (end_seconds minus start_seconds) must be ${min} to ${max} seconds long, got ${length}`,
      input: end,
    });
  };
}
