/**
 * `/v1/subscriptions`: connectors subscribe and unsubscribe on their own
 * (n8n trigger activation, Zapier REST hooks, one-project watches).
 */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { z } from 'zod';
import { generateWebhookSecret } from '@genservice/core/internal';
import type { Tenant } from '../tenants/types';
import type { RelayContext } from '../context';
import { BlockedDestinationError, checkSubscriberUrl } from '../ssrf';
import type { Subscription } from '../store/types';
import { sendError, sendJson } from './http';
import { createSubscriptionSchema } from './subscription-schema';

export { createSubscriptionSchema };

/** The API shape of a subscription; the secret only when it was just created. */
export function present(s: Subscription, withSecret = false) {
  return {
    id: s.id,
    url: s.url,
    events: s.events,
    project_id: s.projectId,
    once: s.once,
    kind: s.kind,
    filters: s.filters ?? null,
    status: s.status,
    created_at: new Date(s.createdAt).toISOString(),
    ...(withSecret ? { secret: s.secret } : {}),
  };
}

/** `POST` with a body the server checked: 201 with the subscription and its `whsec_` secret; 422 on a refused URL. */
export async function createSubscription(
  ctx: RelayContext,
  tenant: Tenant,
  res: ServerResponse,
  body: z.output<typeof createSubscriptionSchema>,
): Promise<void> {
  let url: URL;
  try {
    url = checkSubscriberUrl(body.url, ctx.policy);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (!/^[\d.]+$|:/.test(host))
      for (const a of await ctx.resolve(host)) ctx.policy.check(a.address, host);
  } catch (error) {
    const message =
      error instanceof BlockedDestinationError ? error.message : 'url host does not resolve';
    return sendError(res, 422, message);
  }
  const sub: Subscription = {
    id: `sub_${randomBytes(12).toString('hex')}`,
    tenant: tenant.id,
    url: url.href,
    events: body.events,
    projectId: body.project_id ?? null,
    once: body.once,
    kind: body.kind ?? inferKind(body.events),
    filters: body.filters ?? null,
    secret: generateWebhookSecret(),
    status: 'active',
    createdAt: ctx.now(),
  };
  const stored = await ctx.store.createSubscription(sub);
  if (stored.status === 'completed') ctx.dispatcher.wake();
  ctx.log.info(
    { subscription: sub.id, tenant: tenant.id, url: sub.url, events: sub.events, once: sub.once },
    'subscription created',
  );
  sendJson(res, 201, present(stored, true));
}

export async function listSubscriptions(
  ctx: RelayContext,
  tenant: Tenant,
  res: ServerResponse,
): Promise<void> {
  sendJson(res, 200, {
    data: (await ctx.store.listSubscriptions(tenant.id)).map((s) => present(s)),
  });
}

export async function getSubscription(
  ctx: RelayContext,
  tenant: Tenant,
  res: ServerResponse,
  id: string,
): Promise<void> {
  const sub = await ctx.store.getSubscription(tenant.id, id);
  if (!sub) return sendError(res, 404, 'Subscription not found');
  sendJson(res, 200, present(sub));
}

/** `DELETE`: 204, and its pending deliveries are dropped; 404 when it is not this tenant's. */
export async function deleteSubscription(
  ctx: RelayContext,
  tenant: Tenant,
  res: ServerResponse,
  id: string,
): Promise<void> {
  if (!(await ctx.store.deleteSubscription(tenant.id, id)))
    return sendError(res, 404, 'Subscription not found');
  ctx.log.info({ subscription: id, tenant: tenant.id }, 'subscription deleted');
  sendJson(res, 204, undefined);
}

/** The project kind when every pattern names the same resource (`video.completed`, `video.*`). */
function inferKind(events: readonly string[]): string | null {
  const kinds = new Set(events.map((e) => e.split('.')[0]));
  const [only] = [...kinds];
  return kinds.size === 1 && only && only !== '*' ? only : null;
}
