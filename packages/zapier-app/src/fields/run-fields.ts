/**
 * The fields every tool's create adds after the tool's own: a dedupe key that
 * makes re-runs safe, a credit cap, and the switch that re-creates a job whose
 * earlier create went unanswered. Each is read back from the input here, with
 * service-shaped messages for values that cannot be used.
 */
import { ValidationError } from '@genservice/core/internal';
import type { PlainInputField } from 'zapier-platform-core';
import { DEDUPE_FIELD, MAX_CREDITS_FIELD, RECREATE_FIELD } from './keys';

/** Days a dedupe key is remembered after its last use. */
export const KEY_WINDOW_DAYS = 30;

export const dedupeKeyField: PlainInputField = {
  key: DEDUPE_FIELD,
  label: 'Dedupe Key',
  type: 'string',
  required: false,
  helpText: `Optional. A value naming what this step makes, such as a row ID. A re-run with the same key returns the project already made for it, creating and charging nothing; a failed one is made again. Kept per Zap for ${KEY_WINDOW_DAYS} days (by the webhook relay, or else in the connection's cache, which may clear sooner).`,
};

export const maxCreditsField: PlainInputField = {
  key: MAX_CREDITS_FIELD,
  label: 'Max Credits Per Run',
  type: 'integer',
  required: false,
  helpText:
    "Optional. The step creates nothing when the tool's estimated cost is over this cap or over your credit balance (not checked when the Dedupe Key's project exists). Leave it empty for no cap; the balance is still checked.",
};

export const recreateField: PlainInputField = {
  key: RECREATE_FIELD,
  label: 'Recreate Unconfirmed',
  type: 'boolean',
  required: false,
  helpText:
    'Only with a Dedupe Key. When an earlier run sent the create but got no answer, the job may exist, so the step stops. Yes: create it anyway (it may be charged twice). Defaults to no.',
};

/** The dedupe key typed or mapped, trimmed; undefined when empty. */
export function dedupeKeyOf(input: Record<string, unknown>): string | undefined {
  const value = input[DEDUPE_FIELD];
  if (value === undefined || value === null) return undefined;
  const key = String(value).trim();
  return key === '' ? undefined : key;
}

/** Max Credits Per Run; undefined when empty or 0 (no cap). Throws `ValidationError` otherwise. */
export function maxCreditsOf(input: Record<string, unknown>): number | undefined {
  const value = input[MAX_CREDITS_FIELD];
  if (value === undefined || value === null || String(value).trim() === '') return undefined;
  const n = Number(String(value).trim());
  if (!Number.isInteger(n) || n < 0)
    throw new ValidationError([
      {
        field: MAX_CREDITS_FIELD,
        message: `Invalid value for Max Credits Per Run (${MAX_CREDITS_FIELD}): expected integer, at least 0, got ${JSON.stringify(value)}`,
      },
    ]);
  return n === 0 ? undefined : n;
}

/** "Recreate Unconfirmed" is off unless set to a true value. */
export function recreateOf(input: Record<string, unknown>): boolean {
  return ['true', 'yes', '1'].includes(
    String(input[RECREATE_FIELD] ?? '')
      .trim()
      .toLowerCase(),
  );
}
