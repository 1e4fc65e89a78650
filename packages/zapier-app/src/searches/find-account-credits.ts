/**
 * "Find Account Credits": the connected account's credit balance and plan
 * (`client.account.get()`). Always finds exactly one account.
 */
import type { Bundle, PlainOutputField, ZObject } from 'zapier-platform-core';
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
  const account = await clientFor(z, bundle, stepDeadline()).account.get();
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
    description: 'Finds the credit balance and plan of the connected Magic Hour account.',
  },
  operation: {
    inputFields: [],
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
