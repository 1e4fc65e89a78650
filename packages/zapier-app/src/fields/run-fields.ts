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
  helpText: `Optional. A value that names what this step makes, such as a row ID or SKU from the trigger. When the Zap runs again with the same key, the project already made for it (finished or still running) is returned and nothing new is created or charged; a failed or canceled one is made again. The same key with other inputs is refused. Keys are remembered per Zap for ${KEY_WINDOW_DAYS} days after their last use: in the webhook relay, for this API key, or, in a version of this app without a relay, in Zapier's storage for this connection (a cache that Zapier may clear sooner).`,
};

export const maxCreditsField: PlainInputField = {
  key: MAX_CREDITS_FIELD,
  label: 'Max Credits Per Run',
  type: 'integer',
  required: false,
  helpText:
    "Optional. Before creating, the tool's estimated cost is checked against this cap and against your credit balance; when it is over either, the step stops and creates nothing. Not checked when the Dedupe Key's project already exists. Leave it empty for no cap (the balance is still checked).",
};

export const recreateField: PlainInputField = {
  key: RECREATE_FIELD,
  label: 'Recreate Unconfirmed',
  type: 'boolean',
  required: false,
  helpText:
    'Only with a Dedupe Key. When an earlier run sent the create for this key but got no answer, the job may exist, so the step stops rather than create it again. Yes: create it anyway (it may be charged twice). Defaults to no.',
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
