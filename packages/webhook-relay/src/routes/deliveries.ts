/**
 * `/v1/deliveries`: what was sent, what failed, and replay of failed
 * (exhausted, disabled or refused) deliveries.
 */
import type { ServerResponse } from 'node:http';
import type { Tenant } from '../tenants/types';
import type { RelayContext } from '../context';
import type { DeliveryRecord, DeliveryStatus } from '../store/types';
import { sendError, sendJson } from './http';

const STATUSES: readonly DeliveryStatus[] = ['pending', 'delivered', 'failed'];

/** A delivery as `GET /v1/deliveries` lists it. */
export function deliveryView(d: DeliveryRecord) {
  return {
    id: d.id,
    subscription_id: d.subscriptionId,
    event_id: `evt_${d.eventId}`,
    event_type: d.eventType,
    status: d.status,
    attempts: d.attempts,
    next_attempt_at: d.status === 'pending' ? new Date(d.nextAttemptAt).toISOString() : null,
    last_status: d.lastStatus,
    last_error: d.lastError,
    updated_at: new Date(d.updatedAt).toISOString(),
  };
}

/** `GET ?status=&subscription_id=&limit=` (limit 1..500, default 100), most recently updated first. */
export async function listDeliveries(
  ctx: RelayContext,
  tenant: Tenant,
  res: ServerResponse,
  query: URLSearchParams,
): Promise<void> {
  const status = query.get('status') ?? undefined;
  if (status && !STATUSES.includes(status as DeliveryStatus))
    return sendError(res, 400, `status must be one of ${STATUSES.join(', ')}`);
  const limit = Math.min(500, Math.max(1, Number(query.get('limit')) || 100));
  const rows = await ctx.store.listDeliveries(tenant.id, {
    status: status as DeliveryStatus | undefined,
    subscriptionId: query.get('subscription_id') ?? undefined,
    limit,
  });
  sendJson(res, 200, { data: rows.map(deliveryView) });
}

/**
 * `POST /v1/deliveries/<id>/replay`: a failed delivery is sent again from the start of the
 * schedule, with the same `webhook-id`; a subscription disabled by 410 is re-enabled. 404 otherwise.
 */
export async function replayDelivery(
  ctx: RelayContext,
  tenant: Tenant,
  res: ServerResponse,
  id: string,
): Promise<void> {
  if (!(await ctx.store.replay(tenant.id, id, ctx.now())))
    return sendError(res, 404, 'No failed delivery with this id');
  ctx.dispatcher.wake();
  sendJson(res, 202, { id, status: 'pending' });
}
