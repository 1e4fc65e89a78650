/** Service-side test helpers: projects, signed webhook requests as the service sends them. */
import { signServiceWebhook } from '@genservice/core/internal';

export const INBOUND_SECRET = 'whsec_service_secret_for_tests';
export const API_TOKEN = 'relay-api-token-0123456789';

export function project(id: string, status = 'complete', extra: Record<string, unknown> = {}) {
  return {
    id,
    name: `job ${id}`,
    status,
    type: 'FACE_SWAP',
    created_at: '2026-01-01T00:00:00.000Z',
    enabled: true,
    credits_charged: 10,
    downloads: [],
    error: null,
    ...extra,
  };
}

/** Signed headers and raw body of an event, as the service would POST it. */
export function signedEvent(
  type: string,
  payload: unknown,
  options: { secret?: string; now?: number; envelope?: 'payload' | 'object' } = {},
) {
  const body = JSON.stringify({ type, [options.envelope ?? 'payload']: payload });
  const headers = signServiceWebhook({
    rawBody: body,
    secret: options.secret ?? INBOUND_SECRET,
    now: options.now,
  });
  return { body, headers: { 'content-type': 'application/json', ...headers } };
}

/** POSTs a signed event to the relay's inbound URL; returns the status. */
export async function postEvent(
  relayUrl: string,
  tenant: string,
  type: string,
  payload: unknown,
  options: Parameters<typeof signedEvent>[2] = {},
) {
  const { body, headers } = signedEvent(type, payload, options);
  const res = await fetch(`${relayUrl}/v1/inbound/${tenant}`, { method: 'POST', headers, body });
  return { status: res.status, body: await res.json().catch(() => undefined) };
}

/** Calls the relay's API with the tenant's bearer token. */
export async function api(
  relayUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token = API_TOKEN,
) {
  const res = await fetch(`${relayUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}
