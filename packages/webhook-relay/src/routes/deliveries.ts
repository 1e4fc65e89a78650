/**
 * `/v1/deliveries`: what was sent, what failed, and replay of failed
 * (exhausted, disabled or refused) deliveries.
 */
import type { ServerResponse } from 'node:http';
import type { Tenant } from '../tenants/types';
import type { RelayContext } from '../context';
import type { DeliveryRecord, DeliveryStatus } from '../store/types';
import { sendError, sendJson } from './http';

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

/** `GET ?status=&subscription_id=&limit=` (parsed by `deliveriesQuery`), most recently updated first. */
export async function listDeliveries(
  ctx: RelayContext,
  tenant: Tenant,
  res: ServerResponse,
  query: {
    status?: DeliveryStatus | undefined;
    subscription_id?: string | undefined;
    limit: number;
  },
): Promise<void> {
  const rows = await ctx.store.listDeliveries(tenant.id, {
    status: query.status,
    subscriptionId: query.subscription_id,
    limit: query.limit,
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
