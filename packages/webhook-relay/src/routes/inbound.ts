/**
 * `POST /v1/inbound/<tenant>`: a webhook from the service. Verified on the raw
 * bytes, deduplicated, and stored durably before the 2xx.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { WebhookVerificationError } from '@genservice/core/internal';
import type { RelayContext } from '../context';
import { verifyForTenant } from '../tenants/inbound-verify';
import { BodyTooLargeError, readBody, refuseTooLarge, sendError, sendJson } from './http';

/**
 * Answers 202 `{received, duplicate}` only after the event is committed; 401 on a bad, missing or
 * stale signature; 413 on a body over the limit; 400 on a verified body that is not an event;
 * 404 for an unknown tenant; 403 for a disabled one; 409 for a hosted tenant with no signing secret
 * stored yet; 503 (`Retry-After`) when the store cannot commit, so the service retries. The first
 * verified event of a hosted tenant makes it `receiving`.
 */
export async function handleInbound(
  ctx: RelayContext,
  req: IncomingMessage,
  res: ServerResponse,
  tenantId: string,
): Promise<void> {
  const started = performance.now();
  let tenant = await ctx.tenants.byId(tenantId);
  if (tenant && (tenant.disabled || tenant.inboundSecret === null))
    tenant = await ctx.tenants.byId(tenantId, true);
  if (!tenant) return sendError(res, 404, 'Unknown inbound source');
  const outcome = (name: string) => ctx.metrics.eventsIn.inc({ outcome: name });
  if (tenant.disabled) {
    outcome('unauthorized');
    return sendError(res, 403, 'This relay tenant is disabled');
  }
  const secret = tenant.inboundSecret;
  if (secret === null) {
    outcome('unauthorized');
    ctx.log.info(
      { tenant: tenant.id },
      'inbound event refused: no webhook signing secret stored yet',
    );
    return sendError(
      res,
      409,
      "This relay tenant has no webhook signing secret yet: paste the service's signing secret on the relay's setup page (PUT /v1/tenants/me/inbound-secret)",
    );
  }
  let rawBody: Buffer;
  try {
    rawBody = await readBody(req, ctx.config.maxBodyBytes);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    outcome('too_large');
    return refuseTooLarge(req, res, ctx.config.maxBodyBytes);
  }
  let event;
  try {
    event = await verifyForTenant(ctx, { ...tenant, inboundSecret: secret }, rawBody, req.headers);
  } catch (error) {
    const unauthorized = error instanceof WebhookVerificationError;
    outcome(unauthorized ? 'unauthorized' : 'malformed');
    return sendError(res, unauthorized ? 401 : 400, (error as Error).message);
  }
  if (ctx.closing) {
    outcome('unavailable');
    return sendError(res, 503, 'Relay is shutting down', { 'retry-after': '5' });
  }
  try {
    const result = await ctx.accept({
      tenant: tenant.id,
      dedupeKey: event.dedupeKey,
      type: event.type,
      projectId: event.payload.id,
      payload: event.payload,
      receivedAt: ctx.now(),
    });
    outcome(result.duplicate ? 'duplicate' : 'stored');
    await ctx.tenants
      .noteEvent(tenant, ctx.now())
      .catch((err) =>
        ctx.log.warn({ err, tenant: tenant.id }, 'could not record the tenant’s last event'),
      );
    sendJson(res, 202, { received: true, duplicate: result.duplicate });
  } catch (error) {
    outcome('unavailable');
    ctx.log.error({ err: error, tenant: tenant.id }, 'storing an inbound event failed');
    sendError(res, 503, 'Event could not be stored; retry later', { 'retry-after': '5' });
  } finally {
    ctx.metrics.ingestDuration.observe((performance.now() - started) / 1000);
  }
}
