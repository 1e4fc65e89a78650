/**
 * `GET /v1/account`: the documented fields (id, email, tier, credits,
 * subscription) for the caller's key, and `PUT /_sandbox/account` to set
 * tier, email and subscription (in memory). A key starts on the free tier
 * with no email and no subscription.
 */
import type { RequestContext, Route } from '../app';
import { HttpError, readObject, sendJson } from '../http';

export const TIERS = ['free', 'creator', 'pro', 'business'];

/** What the control API can set about an account; the balance lives in the store. */
export interface AccountProfile {
  tier: string;
  email: string | null;
  subscription: Record<string, unknown> | null;
}

const profileOf = (ctx: RequestContext): AccountProfile =>
  ctx.app.profiles.get(ctx.account) ?? { tier: 'free', email: null, subscription: null };

async function setProfile(ctx: RequestContext): Promise<void> {
  const body = await readObject(ctx.req);
  const profile = { ...profileOf(ctx) };
  if (body.tier !== undefined) {
    if (typeof body.tier !== 'string' || !TIERS.includes(body.tier))
      throw new HttpError(400, `Invalid value for tier: expected one of ${TIERS.join(', ')}`);
    profile.tier = body.tier;
  }
  if (body.email !== undefined) {
    if (body.email !== null && typeof body.email !== 'string')
      throw new HttpError(400, 'Invalid type for email: expected string or null');
    profile.email = body.email;
  }
  if (body.subscription !== undefined) {
    const s = body.subscription;
    if (s !== null && (typeof s !== 'object' || Array.isArray(s)))
      throw new HttpError(400, 'Invalid type for subscription: expected object or null');
    profile.subscription = s as AccountProfile['subscription'];
  }
  ctx.app.profiles.set(ctx.account, profile);
  sendJson(ctx.res, 200, profile);
}

export const accountRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/v1\/account$/,
    auth: true,
    handle: (ctx) =>
      sendJson(ctx.res, 200, {
        id: `acct_${ctx.account.slice(0, 16)}`,
        email: profileOf(ctx).email,
        tier: profileOf(ctx).tier,
        credits: ctx.app.store.credits(ctx.account),
        subscription: profileOf(ctx).subscription,
      }),
  },
  { method: 'PUT', pattern: /^\/_sandbox\/account$/, auth: true, handle: setProfile },
];
