/**
 * The account from `GET /v1/account` (documented in spec/openapi-latest.json):
 * id, email, tier, credits and subscription at the top level. Also fills a
 * credits error with what the request needed and what the account has.
 */
import { z } from 'zod';
import { GenServiceError, InsufficientCreditsError } from '../errors';
import type { Transport } from './transport';

/** The account's paid plan as the service documents it; `null` fields are the service's own. */
export interface AccountSubscription {
  /** Plan display name (Creator, Pro, Pro Plus, Business); branch on `tier` instead. */
  name: string | null;
  /** `past_due`: the last payment failed (the tier reads `free` until it is paid). */
  status: 'active' | 'past_due' | (string & {});
  /** Minor units per interval before discounts (4900 = $49.00), lowercase ISO 4217 currency. */
  price: { amount: number; currency: string };
  discount: { percent_off: number | null; amount_off: number | null } | null;
  billing_interval: 'month' | 'year' | null;
  /** Renewal time, or the end time when `cancel_at_period_end`. */
  current_period_end: string | null;
  cancel_at_period_end: boolean;
}

const subscriptionSchema = z.looseObject({
  name: z.string().nullable(),
  status: z.string(),
  price: z.looseObject({ amount: z.number(), currency: z.string() }),
  discount: z
    .looseObject({ percent_off: z.number().nullable(), amount_off: z.number().nullable() })
    .nullable(),
  billing_interval: z.enum(['month', 'year']).nullable(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
});

/** The account as `GET /v1/account` answers; unknown fields kept, a malformed subscription left in `raw`. */
export const accountSchema = z.looseObject({
  credits: z.union([
    z.number(),
    z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .transform(Number),
  ]),
  id: z.string().nullish().catch(undefined),
  email: z.string().nullish().catch(undefined),
  tier: z.string().nullish(),
  plan: z.string().nullish(),
  subscription: subscriptionSchema.nullish().catch(undefined),
});

/** The documented account fields at the top level; each is present when the service sent it. */
export interface Account {
  /** Spendable credits (subscription credits plus credit packs). */
  credits: number;
  /** The account that owns the API key. */
  id?: string;
  email?: string | null;
  /** The tier in effect: `free`, `creator`, `pro` or `business` (`free` while a payment is past due). */
  tier?: 'free' | 'creator' | 'pro' | 'business' | (string & {});
  /** `null` for free, pack-only and usage-priced accounts. */
  subscription?: AccountSubscription | null;
  /** The same as `tier` (older answers called it `plan`); kept for existing readers. */
  plan?: string;
  /** The answer as received. */
  raw: Record<string, unknown>;
}

export interface AccountApi {
  /** Balance, tier and subscription; rejects with `AuthenticationError` on a bad key (a cheap credential test). */
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
      const { credits, id, email, tier, subscription } = parsed.data;
      const plan = tier ?? parsed.data.plan ?? undefined;
      return {
        credits,
        ...(typeof id === 'string' ? { id } : {}),
        ...(email !== undefined ? { email } : {}),
        ...(typeof tier === 'string' ? { tier } : {}),
        ...(subscription !== undefined
          ? { subscription: subscription as AccountSubscription | null }
          : {}),
        ...(plan ? { plan } : {}),
        raw: raw as Record<string, unknown>,
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
