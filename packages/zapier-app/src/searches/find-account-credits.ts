/**
 * "Find Account Credits": the connected account's credit balance and plan
 * (`client.account.get()`), found when the balance covers Minimum Credits, so a
 * Zap can stop (or branch) before a run the balance cannot pay for.
 */
import { ValidationError } from '@genservice/core/internal';
import type { Bundle, PlainInputField, PlainOutputField, ZObject } from 'zapier-platform-core';
import { withZapierErrors } from '../errors';
import { clientFor, stepDeadline } from '../service';

/** The search's output: the balance and the plan when the service says. */
export interface AccountOutput {
  id: string;
  credits: number;
  plan: string | null;
  has_credits: boolean;
  checked_at: string;
}

async function perform(z: ZObject, bundle: Bundle): Promise<AccountOutput[]> {
  const minimum = minimumOf(bundle.inputData[MINIMUM_FIELD]);
  const account = await clientFor(z, bundle, stepDeadline()).account.get();
  if (account.credits < minimum) return [];
  return [
    {
      id: 'account',
      credits: account.credits,
      plan: account.plan ?? null,
      has_credits: account.credits > 0,
      checked_at: new Date().toISOString(),
    },
  ];
}

const MINIMUM_FIELD = 'minimum_credits';

/** Minimum Credits as typed or mapped; empty counts as 0 (any balance). */
function minimumOf(value: unknown): number {
  const text = String(value ?? '').trim();
  if (text === '') return 0;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0)
    throw new ValidationError([
      {
        field: MINIMUM_FIELD,
        message: `Invalid value for Minimum Credits (${MINIMUM_FIELD}): expected integer, at least 0, got ${JSON.stringify(value)}`,
      },
    ]);
  return n;
}

const minimumField: PlainInputField = {
  key: MINIMUM_FIELD,
  label: 'Minimum Credits',
  type: 'integer',
  required: true,
  default: '1',
  helpText:
    'The account is found only when its balance is at least this many credits; otherwise the search finds nothing, and the Zap can stop there. 0 finds it whatever the balance.',
};

const outputFields: PlainOutputField[] = [
  { key: 'credits', label: 'Credits Available', type: 'number' },
  { key: 'plan', label: 'Plan', type: 'string' },
  { key: 'has_credits', label: 'Has Credits', type: 'boolean' },
  { key: 'checked_at', label: 'Checked At', type: 'datetime' },
];

/** The "Find Account Credits" search. */
export const findAccountCredits = {
  key: 'find_account_credits',
  noun: 'Account',
  display: {
    label: 'Find Account Credits',
    description:
      'Finds the credit balance and plan of the connected Magic Hour account, when it has at least the credits you need.',
  },
  operation: {
    inputFields: [minimumField],
    perform: withZapierErrors(perform),
    sample: {
      id: 'account',
      credits: 1200,
      plan: 'creator',
      has_credits: true,
      checked_at: '2026-01-01T09:30:00.000Z',
    },
    outputFields,
  },
};
