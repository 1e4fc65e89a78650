/**
 * The n8n words for a relay tenant's state (core's `tenantState`), and the
 * trigger's activation check: core's `readyTenant` (storing the credential's
 * signing secret when the relay lacks one), failing with the steps to take
 * while the relay cannot verify the service's events.
 */
import {
  readyTenant,
  tenantState,
  type RelayTenant,
  type RelayTenantApi,
} from '@genservice/core/internal';
import { NodeOperationError, type INode } from 'n8n-workflow';
import type { GenServiceCredentials } from './client';

type Credentials = Pick<GenServiceCredentials, 'relayUrl' | 'selfHostedToken' | 'webhookSecret'>;

/** The steps left before the relay receives events; undefined once it does. */
export function setupSteps(tenant: RelayTenant, relayUrl: string): string | undefined {
  switch (tenantState(tenant)) {
    case 'receiving':
      return undefined;
    case 'needs-secret':
      return `Paste ${tenant.inbound_url} as the webhook URL in the service's dashboard (Developer Hub → Webhooks) and add its signing secret to the Magic Hour credential (Webhook Signing Secret), then save the credential. Setup page: ${relayUrl}/`;
    case 'no-event-yet':
      return `The relay has not received an event from the service yet: check that ${tenant.inbound_url} is the webhook URL in the service's dashboard. Setup page: ${relayUrl}/`;
  }
}

/** The signing secret the relay may store: the credential's, never for a self-hosted relay's token. */
export function secretForRelay(credentials: Credentials): string | undefined {
  return credentials.selfHostedToken ? undefined : credentials.webhookSecret || undefined;
}

/**
 * Throws an error saying what to set up when the relay has no signing secret for the service's
 * events (after storing the credential's own), so nothing would ever arrive. A relay that cannot
 * say now is taken as ready: the subscription that follows reports a real failure.
 */
export async function requireInboundSecret(
  ctx: { getNode(): INode },
  relay: RelayTenantApi,
  credentials: Credentials,
): Promise<void> {
  const tenant = await readyTenant(relay, secretForRelay(credentials)).catch(() => undefined);
  if (!tenant || tenantState(tenant) !== 'needs-secret') return;
  throw new NodeOperationError(
    ctx.getNode(),
    `Instant events are not set up at the relay yet. ${setupSteps(tenant, credentials.relayUrl)} Or use Direct mode.`,
  );
}
