/**
 * Verifying an inbound webhook for a tenant whose secret may have just changed on another relay
 * instance: a signature that fails against the cached secret is checked once more against the
 * secret read fresh from the store before the event is refused.
 */
import type { IncomingHttpHeaders } from 'node:http';
import {
  verifyServiceWebhook,
  WebhookVerificationError,
  type ServiceEvent,
} from '@genservice/core/internal';
import type { RelayContext } from '../context';
import type { Tenant } from './types';

/** The verified event; throws what `verifyServiceWebhook` throws when neither secret verifies it. */
export async function verifyForTenant(
  ctx: RelayContext,
  tenant: Tenant & { inboundSecret: string },
  rawBody: Buffer,
  headers: IncomingHttpHeaders,
): Promise<ServiceEvent> {
  const verify = (secret: string) =>
    verifyServiceWebhook({
      rawBody,
      headers,
      secret,
      toleranceSec: ctx.config.toleranceSec,
      now: ctx.now(),
    });
  try {
    return verify(tenant.inboundSecret);
  } catch (error) {
    if (!(error instanceof WebhookVerificationError) || tenant.source !== 'hosted') throw error;
    const fresh = await ctx.tenants.byId(tenant.id, true);
    if (!fresh?.inboundSecret || fresh.disabled || fresh.inboundSecret === tenant.inboundSecret)
      throw error;
    return verify(fresh.inboundSecret);
  }
}
