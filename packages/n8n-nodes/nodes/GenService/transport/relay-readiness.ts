/**
 * Whether the relay receives the service's events for this credential, and
 * the words telling the user what is missing. The trigger's activation and
 * the paused waits ask before relying on the relay; a relay that cannot say
 * (one that predates tenants, or a passing failure) is taken as ready, and
 * the call that follows reports any real failure.
 */
import type { HostedRelayClient, RelayTenant } from '@genservice/core/internal';
import { NodeOperationError, type INode } from 'n8n-workflow';
import type { GenServiceCredentials } from './client';

type Credentials = Pick<GenServiceCredentials, 'relayUrl' | 'selfHostedToken' | 'webhookSecret'>;

/** The steps left before the relay receives events; undefined once it does. */
export function setupSteps(tenant: RelayTenant, relayUrl: string): string | undefined {
  if (tenant.receiving) return undefined;
  if (tenant.inbound_secret_set === false)
    return `Paste ${tenant.inbound_url} as the webhook URL in the service's dashboard (Developer Hub → Webhooks) and add its signing secret to the Magic Hour credential (Webhook Signing Secret), then save the credential. Setup page: ${relayUrl}/`;
  return `The relay has not received an event from the service yet: check that ${tenant.inbound_url} is the webhook URL in the service's dashboard. Setup page: ${relayUrl}/`;
}

/**
 * The tenant as the relay reports it, after storing the credential's signing secret when the
 * relay has none (a credential that was never tested); undefined when the relay cannot say.
 */
export async function relayTenant(
  relay: HostedRelayClient,
  credentials: Credentials,
): Promise<RelayTenant | undefined> {
  try {
    const tenant = await relay.tenant();
    const canStore = credentials.webhookSecret && !credentials.selfHostedToken;
    if (tenant.inbound_secret_set === false && canStore)
      return await relay.setInboundSecret(credentials.webhookSecret);
    return tenant;
  } catch {
    return undefined;
  }
}

/**
 * Throws an error saying what to set up when the relay has no signing secret for the service's
 * events (after storing the credential's own), so nothing would ever arrive.
 */
export async function requireInboundSecret(
  ctx: { getNode(): INode },
  relay: HostedRelayClient,
  credentials: Credentials,
): Promise<void> {
  const tenant = await relayTenant(relay, credentials);
  if (tenant?.inbound_secret_set !== false) return;
  throw new NodeOperationError(
    ctx.getNode(),
    `Instant events are not set up at the relay yet. ${setupSteps(tenant, credentials.relayUrl)} Or use Direct mode.`,
  );
}
