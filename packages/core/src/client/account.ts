/**
 * The account: credit balance and plan from `GET /v1/account` (undocumented;
 * the service's own integrations read `credits` and `tier`). Also fills a
 * credits error with what the request needed and what the account has.
 */
import { z } from 'zod';
import { GenServiceError, InsufficientCreditsError } from '../errors';
import type { Transport } from './transport';

/** The account as `GET /v1/account` answers; unknown fields kept. */
export const accountSchema = z.looseObject({
  credits: z.union([
    z.number(),
    z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .transform(Number),
  ]),
  tier: z.string().nullish(),
  plan: z.string().nullish(),
});

export interface Account {
  /** Credits left to spend. */
  credits: number;
  /** The plan (`tier` in the service's answer), when it says. */
  plan?: string;
  /** The answer as received. */
  raw: Record<string, unknown>;
}

export interface AccountApi {
  /** The balance and plan; rejects with `AuthenticationError` on a bad key (a cheap credential test). */
  get(options?: { signal?: AbortSignal }): Promise<Account>;
}

/** Account API over a transport. */
export function createAccount(transport: Transport): AccountApi {
  return {
    async get(options = {}) {
      const raw = await transport.call({
        method: 'GET',
        path: '/v1/account',
        signal: options.signal,
      });
      const parsed = accountSchema.safeParse(raw);
      if (!parsed.success) throw new GenServiceError('The account answer has no credit balance');
      const plan = parsed.data.tier ?? parsed.data.plan ?? undefined;
      return {
        credits: parsed.data.credits,
        ...(plan ? { plan } : {}),
        raw: parsed.data as Record<string, unknown>,
      };
    },
  };
}

/**
 * When `err` is an `InsufficientCreditsError`, records the credits the request needed and, read
 * from the account (best effort, never throwing), the credits available, so its hint can say both.
 * Returns `err` for rethrowing.
 */
export async function withCreditFacts(
  err: unknown,
  needed: number | undefined,
  account: AccountApi,
  signal?: AbortSignal,
): Promise<unknown> {
  if (!(err instanceof InsufficientCreditsError)) return err;
  if (needed !== undefined && err.creditsNeeded === undefined) err.creditsNeeded = needed;
  if (err.creditsAvailable === undefined) {
    err.creditsAvailable = await account.get({ signal }).then(
      (a) => a.credits,
      () => undefined,
    );
  }
  return err;
}
