/** Reading the service's answers: a body that does not fit its schema is a typed error, never a raw ZodError. */
import type { z } from 'zod';
import { GenServiceError } from '../errors';

/** Said of a create whose outcome is unknown: retrying it could charge twice. */
export const MAY_EXIST =
  '(the service may have created the job: check your projects before creating it again)';

/**
 * `body` parsed by `schema`. Throws a `GenServiceError` naming the call and the
 * fields that did not fit (never the body itself, which may hold signed URLs).
 */
export function parseAnswer<S extends z.ZodType>(
  schema: S,
  body: unknown,
  call: string,
): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields = [...new Set(parsed.error.issues.map((i) => i.path.join('.') || 'body'))];
  throw new GenServiceError(
    `${call} returned an answer the connector cannot read (unexpected ${fields.join(', ')}); try again, and report it if it persists`,
  );
}
