/**
 * `GET /v1/events`: the tenant's recent events, newest first, each shaped
 * exactly like a delivery body (Zapier's `performList` samples, n8n's test step).
 */
import type { ServerResponse } from 'node:http';
import { matchesEvent } from '@genservice/core/internal';
import type { Tenant } from '../tenants/types';
import type { RelayContext } from '../context';
import type { StoredEvent } from '../store/types';
import { sendJson } from './http';

/** An event as subscribers receive it, plus its relay id. */
export function eventView(e: StoredEvent) {
  return {
    id: `evt_${e.id}`,
    type: e.type,
    timestamp: new Date(e.receivedAt).toISOString(),
    data: e.payload,
  };
}

/** `?type=` takes patterns like subscriptions (comma-separated), `?limit=` 1..100 (default 10). */
export async function listEvents(
  ctx: RelayContext,
  tenant: Tenant,
  res: ServerResponse,
  query: { type?: string | undefined; limit: number },
): Promise<void> {
  const limit = query.limit;
  const patterns = (query.type ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const exact = patterns.length === 1 && !patterns[0]!.includes('*') ? patterns[0] : undefined;
  const events = await ctx.store.recentEvents(tenant.id, {
    limit: patterns.length && !exact ? 500 : limit,
    type: exact,
  });
  const chosen =
    patterns.length && !exact
      ? events.filter((e) => matchesEvent(e.type, patterns)).slice(0, limit)
      : events;
  sendJson(res, 200, { data: chosen.map(eventView) });
}
