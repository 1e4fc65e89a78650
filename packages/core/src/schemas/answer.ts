/** Reading the service's answers: a body that does not fit its schema is a typed error, never a raw ZodError. */
import type { z } from 'zod';
import { UnreadableAnswerError } from '../errors';

/** Said of a create whose outcome is unknown: retrying it could charge twice. */
export const MAY_EXIST =
  '(the service may have created the job: check your projects before creating it again)';

/**
 * `body` parsed by `schema`. Throws `UnreadableAnswerError` naming the call and the fields that
 * did not fit (never the body itself, which may hold signed URLs). A `call` holding `MAY_EXIST`
 * is a create: the error says the job may exist and sets `mayHaveCreated`.
 */
export function parseAnswer<S extends z.ZodType>(
  schema: S,
  body: unknown,
  call: string,
): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields = [...new Set(parsed.error.issues.map((i) => i.path.join('.') || 'body'))];
  const isCreate = call.includes(MAY_EXIST);
  const request = call.replace(MAY_EXIST, '').trim();
  throw unreadableAnswer(
    `${request} returned an answer the connector cannot read (unexpected ${fields.join(', ')})`,
    { request, mayHaveCreated: isCreate },
  );
}

/**
 * The error for an answer the connector cannot read: a create says the job may exist
 * (`MAY_EXIST`); any other call says to try again.
 */
export function unreadableAnswer(
  what: string,
  options: { request?: string; mayHaveCreated: boolean },
): UnreadableAnswerError {
  const advice = options.mayHaveCreated
    ? ` ${MAY_EXIST}`
    : '; try again, and report it if it persists';
  return new UnreadableAnswerError(`${what}${advice}`, options);
}
