/**
 * The relay client: subscriptions, one-shot watches on a job and recent events,
 * over the injected runtime (so n8n's and Zapier's HTTP helpers serve it too).
 * Carries the relay token, never the service's key; errors are `RelayError`
 * (by status) or `ConnectionError`, with the token redacted.
 */
import {
  ConnectionError,
  GenServiceError,
  RelayError,
  TimeoutError,
  ValidationError,
} from '../errors';
import { backoffMs, retryAfterMs, toNetworkError } from '../retry';
import type { OperationKind, ProjectKind } from '../catalog/types';
import { PROJECT_KINDS } from '../catalog/types';
import type { Runtime, RuntimeResponse } from '../runtime';
import { finalEventTypes } from '../webhooks/events';
import {
  createdSubscriptionSchema,
  newSubscriptionSchema,
  relayEventListSchema,
  relayEventSchema,
  subscriptionSchema,
  type CreatedSubscription,
  type NewSubscription,
  type RelayEvent,
  type Subscription,
} from './schemas';

export interface RelayClientOptions {
  /** The relay's base URL, e.g. `https://relay.example.com`. */
  baseUrl: string;
  /** The tenant's bearer token for the relay's API. */
  token: string;
  runtime: Runtime;
  /** Retries of reads, deletes and unsent subscribes. Default 2. */
  maxRetries?: number;
  /** Per-request timeout. Default 30 s. */
  timeoutMs?: number;
}

type Signal = { signal?: AbortSignal };

export interface RelayClient {
  /** Creates a subscription; the answer carries its `whsec_` signing secret. */
  subscribe(request: NewSubscription, options?: Signal): Promise<CreatedSubscription>;
  /** Deletes a subscription; one the relay no longer has (404/410) counts as deleted. */
  unsubscribe(id: string, options?: Signal): Promise<void>;
  /** The subscription, or undefined when the relay no longer has it. */
  get(id: string, options?: Signal): Promise<Subscription | undefined>;
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

/** Whether the relay can watch jobs of `kind` (face detections send no events). */
export function isWatchable(kind: OperationKind): boolean {
  return (PROJECT_KINDS as readonly string[]).includes(kind);
}

const gone = (status: number) => status === 404 || status === 410;

/** A client for one relay and token. */
export function createRelayClient(options: RelayClientOptions): RelayClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const { runtime, token } = options;
  const maxRetries = options.maxRetries ?? 2;
  const random = runtime.random ?? Math.random;
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function call(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
    signal?: AbortSignal,
  ): Promise<RuntimeResponse & { json: unknown }> {
    const label = `${method} ${path.split('?')[0]}`;
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      'user-agent': 'genservice-core/0.1 (relay)',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    };
    for (let attempt = 0; ; attempt++) {
      let response: RuntimeResponse;
      try {
        response = await runtime.request({
          method,
          url: `${baseUrl}${path}`,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal,
          timeoutMs,
        });
      } catch (err) {
        if (signal?.aborted) throw signal.reason ?? err;
        const failure = toNetworkError(err, { timeoutMs });
        if (attempt < maxRetries && (method !== 'POST' || !failure.requestSent)) {
          await runtime.sleep(delay(attempt), signal);
          continue;
        }
        throw relayConnectionError(failure, label, token);
      }
      const json = parse(response.text);
      const retryable = response.status === 429 || (method !== 'POST' && response.status >= 500);
      if (response.status >= 400 && retryable && attempt < maxRetries) {
        await runtime.sleep(delay(attempt, response.headers), signal);
        continue;
      }
      if (response.status >= 300 && !gone(response.status))
        throw relayError(response.status, json, response.headers, label, token);
      return { ...response, json };
    }
  }

  /** The relay's own `Retry-After` (at most 30 s), else the core's backoff. */
  function delay(attempt: number, headers?: Record<string, string>): number {
    const asked = retryAfterMs(headers, runtime.now());
    return asked !== undefined ? Math.min(asked, 30_000) : backoffMs(attempt, { random });
  }

  const subscriptionPath = (id: string) => `/v1/subscriptions/${encodeURIComponent(id)}`;

  async function subscribe(request: NewSubscription, opts: Signal = {}) {
    const checked = newSubscriptionSchema.safeParse(request);
    if (!checked.success)
      throw new ValidationError(
        checked.error.issues.map((i) => ({
          field: i.path.join('.'),
          message: `Invalid subscription ${i.path.join('.') || 'body'}: ${i.message}`,
        })),
      );
    const body = checked.data;
    const res = await call('POST', '/v1/subscriptions', body, opts.signal);
    if (gone(res.status))
      throw relayError(res.status, res.json, res.headers, 'POST /v1/subscriptions', token);
    const parsed = createdSubscriptionSchema.safeParse(res.json);
    if (!parsed.success)
      throw new GenServiceError('The relay answered a subscription without an id and secret');
    return parsed.data;
  }

  return {
    subscribe,
    async unsubscribe(id, opts = {}) {
      await call('DELETE', subscriptionPath(id), undefined, opts.signal);
    },
    async get(id, opts = {}) {
      const res = await call('GET', subscriptionPath(id), undefined, opts.signal);
      return gone(res.status) ? undefined : subscriptionSchema.parse(res.json);
    },
    async watch(kind, jobId, url, opts = {}) {
      if (!isWatchable(kind))
        throw new GenServiceError(`The relay cannot watch ${kind} jobs: wait for them by polling`);
      const events = finalEventTypes(kind);
      return subscribe(
        { url, events, project_id: jobId, once: true, kind: kind as ProjectKind },
        opts,
      );
    },
    async recentEvents(types, limit = 10, opts = {}) {
      const query = new URLSearchParams({
        type: types.join(','),
        limit: String(Math.min(100, Math.max(1, Math.floor(limit)))),
      });
      const res = await call('GET', `/v1/events?${query}`, undefined, opts.signal);
      if (gone(res.status))
        throw relayError(res.status, res.json, res.headers, 'GET /v1/events', token);
      const list = relayEventListSchema.safeParse(res.json);
      if (!list.success) return [];
      return list.data.data.flatMap((e) => {
        const event = relayEventSchema.safeParse(e);
        return event.success ? [event.data] : [];
      });
    },
  };
}

function parse(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function relayError(
  status: number,
  body: unknown,
  headers: Record<string, string>,
  label: string,
  token: string,
): RelayError {
  const detail =
    typeof (body as { message?: unknown } | undefined)?.message === 'string'
      ? ` - ${(body as { message: string }).message}`
      : '';
  return new RelayError(
    status,
    `Relay ${label} failed: HTTP ${status}${detail}`,
    body,
    headers,
    label,
    [token],
  );
}

function relayConnectionError(err: ConnectionError, label: string, token: string): ConnectionError {
  const message = `Relay ${label}: ${token ? err.message.split(token).join('***') : err.message}`;
  if (err instanceof TimeoutError) return new TimeoutError(message);
  return new ConnectionError(message, err.requestSent, { cause: err });
}
