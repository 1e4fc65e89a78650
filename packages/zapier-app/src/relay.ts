/**
 * The relay's subscription API, as the app uses it: REST-hook subscriptions
 * for triggers, one-shot watches on a project for callbacks, and recent events
 * for `performList`. Calls carry the relay token, never the service's key.
 */
import { redactText } from '@genservice/core';
import type { Bundle, HttpResponse, ZObject } from 'zapier-platform-core';
import { settingsOf } from './auth/settings';

export interface Subscription {
  id: string;
  secret?: string;
  [key: string]: unknown;
}

/** A delivery as the relay sends it: `data` is the project. */
export interface RelayEvent {
  type: string;
  timestamp?: string;
  data: Record<string, unknown> & { id: string };
}

export interface RelayApi {
  subscribe(body: {
    url: string;
    events: string[];
    project_id?: string;
    once?: boolean;
  }): Promise<Subscription>;
  unsubscribe(id: string): Promise<void>;
  /** The newest events of these types, newest first. */
  recentEvents(types: string[], limit: number): Promise<RelayEvent[]>;
}

/** The relay of this connection, or undefined when none is configured. */
export function relayFor(z: ZObject, bundle: Pick<Bundle, 'authData'>): RelayApi | undefined {
  const { relayUrl, relayToken } = settingsOf(bundle);
  if (!relayUrl) return undefined;
  const call = async (
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    options: { json?: unknown; params?: Record<string, string> } = {},
  ) => {
    const response = await z.request({
      url: `${relayUrl}${path}`,
      method,
      headers: {
        accept: 'application/json',
        ...(relayToken ? { authorization: `Bearer ${relayToken}` } : {}),
      },
      ...(options.json !== undefined ? { json: options.json } : {}),
      ...(options.params ? { params: options.params } : {}),
      skipThrowForStatus: true,
    });
    if (response.status >= 400) throw relayError(z, method, path, response, [relayToken ?? '']);
    return response.data as unknown;
  };
  return {
    async subscribe(body) {
      return (await call('POST', '/v1/subscriptions', { json: body })) as Subscription;
    },
    async unsubscribe(id) {
      await call('DELETE', `/v1/subscriptions/${encodeURIComponent(id)}`).catch((err: unknown) => {
        if (!String((err as Error).message).includes('HTTP 404')) throw err;
      });
    },
    async recentEvents(types, limit) {
      const data = (await call('GET', '/v1/events', {
        params: { type: types.join(','), limit: String(limit) },
      })) as { events?: RelayEvent[]; data?: RelayEvent[] } | RelayEvent[];
      return Array.isArray(data) ? data : (data.events ?? data.data ?? []);
    },
  };
}

function relayError(
  z: ZObject,
  method: string,
  path: string,
  response: HttpResponse,
  secrets: string[],
): Error {
  const body = response.data as { message?: unknown; error?: unknown } | undefined;
  const detail =
    typeof body?.message === 'string'
      ? body.message
      : typeof body?.error === 'string'
        ? body.error
        : '';
  const message = redactText(
    `Relay ${method} ${path} failed: HTTP ${response.status}${detail ? ` - ${detail}` : ''}`,
    secrets,
  );
  if (response.status === 401 || response.status === 403) {
    return new z.errors.Error(
      `${message}. Check the relay token in your connection.`,
      'RelayUnauthorized',
      response.status,
    );
  }
  return new z.errors.Error(message, 'RelayError', response.status);
}
