/**
 * The relay client: subscriptions, one-shot watches on a job and recent events,
 * over the injected runtime (so n8n's and Zapier's HTTP helpers serve it too).
 * On a hosted relay, the tenant of the service API key: created on demand, with
 * the service's webhook signing secret. Carries the relay token, or on a hosted
 * relay the service API key as the token; errors are `RelayError` (by status),
 * `ConnectionError` or `TimeoutError`, with the token redacted.
 */
import { GenServiceError, ValidationError } from '../errors';
import { PROJECT_KINDS, type OperationKind, type ProjectKind } from '../catalog/types';
import { finalEventTypes } from '../webhooks/events';
import { createRelayRequest, isGone, type RelayClientOptions } from './request';
import {
  createdSubscriptionSchema,
  newSubscriptionSchema,
  relayEventListSchema,
  relayEventSchema,
  relayInboundSecretRequestSchema,
  relayTenantSchema,
  subscriptionListSchema,
  subscriptionSchema,
  type CreatedSubscription,
  type NewSubscription,
  type RelayEvent,
  type RelayTenant,
  type Subscription,
} from './schemas';

export type { RelayClientOptions } from './request';

type Signal = { signal?: AbortSignal };

export interface RelayClient {
  /** Creates a subscription; the answer carries its `whsec_` signing secret. */
  subscribe(request: NewSubscription, options?: Signal): Promise<CreatedSubscription>;
  /** Deletes a subscription; one the relay no longer has (404/410) counts as deleted. */
  unsubscribe(id: string, options?: Signal): Promise<void>;
  /** The subscription, or undefined when the relay no longer has it. */
  get(id: string, options?: Signal): Promise<Subscription | undefined>;
  /** Every subscription of the token's tenant, watches included (entries without an id are skipped). */
  list(options?: Signal): Promise<Subscription[]>;
  /** A one-shot watch: `url` receives the job's completed, errored or canceled event, once. */
  watch(
    kind: OperationKind,
    jobId: string,
    url: string,
    options?: Signal,
  ): Promise<CreatedSubscription>;
  /** Up to `limit` (1–100) recent events of these types or patterns, newest first, shaped like deliveries. */
  recentEvents(types: readonly string[], limit?: number, options?: Signal): Promise<RelayEvent[]>;
}

/** A hosted relay's tenant calls; the token is the user's service API key. */
export interface RelayTenantApi {
  /** Hosted relays: creates the tenant of the token (a service API key) or returns it; safe to repeat. */
  provisionTenant(options?: Signal): Promise<RelayTenant>;
  /** The token's tenant: its inbound URL and whether the service's events arrive. */
  tenant(options?: Signal): Promise<RelayTenant>;
  /** Stores the service's webhook signing secret for the token's tenant; answers the tenant. */
  setInboundSecret(secret: string, options?: Signal): Promise<RelayTenant>;
}

/** What `createRelayClient` answers: the relay's API and, on a hosted relay, the tenant's. */
export type HostedRelayClient = RelayClient & RelayTenantApi;

/** Whether the relay can watch jobs of `kind` (face detections send no events). */
export function isWatchable(kind: OperationKind): kind is ProjectKind {
  return (PROJECT_KINDS as readonly string[]).includes(kind);
}

const subscriptionPath = (id: string) => `/v1/subscriptions/${encodeURIComponent(id)}`;

function tenantOf(json: unknown): RelayTenant {
  const tenant = relayTenantSchema.safeParse(json);
  if (!tenant.success)
    throw new GenServiceError('The relay answered a tenant without its id and inbound URL');
  return tenant.data;
}

/** A client for one relay and token. */
export function createRelayClient(options: RelayClientOptions): HostedRelayClient {
  const request = createRelayRequest(options);

  async function subscribe(body: NewSubscription, { signal }: Signal = {}) {
    const checked = newSubscriptionSchema.safeParse(body);
    if (!checked.success)
      throw new ValidationError(
        checked.error.issues.map((i) => ({
          field: i.path.join('.'),
          message: `Invalid subscription ${i.path.join('.') || 'body'}: ${i.message}`,
        })),
      );
    const { json } = await request({
      method: 'POST',
      path: '/v1/subscriptions',
      body: checked.data,
      signal,
    });
    const created = createdSubscriptionSchema.safeParse(json);
    if (!created.success)
      throw new GenServiceError('The relay answered a subscription without an id and secret');
    return created.data;
  }

  return {
    subscribe,
    async unsubscribe(id, { signal } = {}) {
      await request({ method: 'DELETE', path: subscriptionPath(id), signal, goneOk: true });
    },
    async get(id, { signal } = {}) {
      const answer = await request({
        method: 'GET',
        path: subscriptionPath(id),
        signal,
        goneOk: true,
      });
      return isGone(answer.status) ? undefined : subscriptionSchema.parse(answer.json);
    },
    async list({ signal } = {}) {
      const { json } = await request({ method: 'GET', path: '/v1/subscriptions', signal });
      const list = subscriptionListSchema.safeParse(json);
      if (!list.success)
        throw new GenServiceError('The relay answered a subscription list without data');
      return list.data.data.flatMap((s) => {
        const sub = subscriptionSchema.safeParse(s);
        return sub.success ? [sub.data] : [];
      });
    },
    async watch(kind, jobId, url, opts) {
      if (!isWatchable(kind))
        throw new GenServiceError(`The relay cannot watch ${kind} jobs: wait for them by polling`);
      const events = finalEventTypes(kind);
      return subscribe({ url, events, project_id: jobId, once: true, kind }, opts);
    },
    async recentEvents(types, limit = 10, { signal } = {}) {
      const query = new URLSearchParams({
        type: types.join(','),
        limit: String(Math.min(100, Math.max(1, Math.floor(limit)))),
      });
      const { json } = await request({ method: 'GET', path: `/v1/events?${query}`, signal });
      const list = relayEventListSchema.safeParse(json);
      if (!list.success) return [];
      return list.data.data.flatMap((e) => {
        const event = relayEventSchema.safeParse(e);
        return event.success ? [event.data] : [];
      });
    },
    async provisionTenant({ signal } = {}) {
      const call = { method: 'POST', path: '/v1/tenants', signal, idempotent: true } as const;
      return tenantOf((await request(call)).json);
    },
    async tenant({ signal } = {}) {
      return tenantOf((await request({ method: 'GET', path: '/v1/tenants/me', signal })).json);
    },
    async setInboundSecret(secret, { signal } = {}) {
      const body = relayInboundSecretRequestSchema.safeParse({ secret });
      if (!body.success)
        throw new ValidationError(
          body.error.issues.map((i) => ({
            field: 'secret',
            message: `The webhook signing secret ${i.message}`,
          })),
        );
      const path = '/v1/tenants/me/inbound-secret';
      return tenantOf((await request({ method: 'PUT', path, body: body.data, signal })).json);
    },
  };
}
