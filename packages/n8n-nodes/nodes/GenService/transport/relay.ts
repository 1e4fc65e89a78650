/**
 * The relay's subscription API: the trigger's event subscriptions and the
 * action node's one-shot project watches, authenticated with the relay token
 * from the credentials. Requests go through n8n's HTTP helper.
 */
import {
  NodeApiError,
  NodeOperationError,
  type IHookFunctions,
  type JsonObject,
} from 'n8n-workflow';
import { finalEventTypes, type ProjectKind } from '@genservice/core';
import { readCredentials } from './client';

/** A subscription as the relay returns it (unknown fields kept). */
export interface Subscription {
  id: string;
  secret?: string;
  url?: string;
  events?: string[];
  [key: string]: unknown;
}

type Ctx = Pick<IHookFunctions, 'getCredentials' | 'getNode'> & {
  helpers: Pick<IHookFunctions['helpers'], 'httpRequest'>;
};

async function call(
  ctx: Ctx,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: object,
): Promise<{ status: number; body: unknown }> {
  const { relayUrl, relayToken } = await readCredentials(ctx);
  if (!relayUrl)
    throw new NodeOperationError(
      ctx.getNode(),
      'Relay mode needs a Relay URL in the Generation Service credentials (or use Direct mode)',
    );
  const res = (await ctx.helpers.httpRequest({
    method,
    url: `${relayUrl}${path}`,
    headers: { authorization: `Bearer ${relayToken}`, accept: 'application/json' },
    body,
    json: true,
    returnFullResponse: true,
    ignoreHttpStatusErrors: true,
    disableFollowRedirect: true,
  })) as { statusCode: number; body: unknown };
  return { status: res.statusCode, body: res.body };
}

function fail(ctx: Ctx, what: string, res: { status: number; body: unknown }): NodeApiError {
  const body = (
    typeof res.body === 'object' && res.body !== null
      ? res.body
      : { message: String(res.body ?? '') }
  ) as JsonObject;
  return new NodeApiError(ctx.getNode(), body, {
    message: `Relay ${what} failed with HTTP ${res.status}`,
    httpCode: String(res.status),
  });
}

/** A subscription to create; with `project_id` and `once` it is a watch that fires once for that project. */
export interface SubscriptionRequest {
  url: string;
  events: string[];
  project_id?: string;
  once?: boolean;
}

/** Subscribes `url` to `events`; the answer carries the subscription's signing secret. */
export async function createSubscription(
  ctx: Ctx,
  request: SubscriptionRequest,
): Promise<Subscription> {
  const res = await call(ctx, 'POST', '/v1/subscriptions', request);
  const sub = res.body as Subscription;
  if (res.status >= 300 || typeof sub?.id !== 'string' || typeof sub.secret !== 'string')
    throw fail(ctx, 'subscription', res);
  return sub;
}

/** The subscription, or undefined when the relay no longer has it. */
export async function getSubscription(ctx: Ctx, id: string): Promise<Subscription | undefined> {
  const res = await call(ctx, 'GET', `/v1/subscriptions/${encodeURIComponent(id)}`);
  if (res.status === 404 || res.status === 410) return undefined;
  if (res.status >= 300) throw fail(ctx, 'subscription lookup', res);
  return res.body as Subscription;
}

/** Deletes the subscription; a subscription already gone counts as deleted. */
export async function deleteSubscription(ctx: Ctx, id: string): Promise<void> {
  const res = await call(ctx, 'DELETE', `/v1/subscriptions/${encodeURIComponent(id)}`);
  if (res.status >= 300 && res.status !== 404 && res.status !== 410)
    throw fail(ctx, 'unsubscribe', res);
}

/** The relay calls the nodes make, bound to a context (the shape of the core's relay client). */
export function relayFor(ctx: Ctx) {
  return {
    subscribe: async (request: SubscriptionRequest) => await createSubscription(ctx, request),
    get: async (id: string) => await getSubscription(ctx, id),
    unsubscribe: async (id: string) => await deleteSubscription(ctx, id),
    /** A one-shot watch: `url` receives the job's final event, once. */
    watch: async (kind: ProjectKind, jobId: string, url: string) =>
      await createSubscription(ctx, {
        url,
        events: finalEventTypes(kind),
        project_id: jobId,
        once: true,
      }),
  };
}
