/**
 * The Zapier words for the connection's relay tenant: until the service's
 * webhooks reach the relay, `setupSteps` says what the user must do in each of
 * core's tenant states (joining and storing the secret are core's).
 */
import { tenantState, type RelayTenant } from '@genservice/core/internal';

/** Where the service shows webhook endpoints and their signing secrets. */
export const WEBHOOKS_PAGE =
  'the Magic Hour Developer Hub (magichour.ai/developer), under Webhooks';

/**
 * What the user must do so that the service's webhooks reach the relay, or undefined when they
 * do (`receiving`). Names the inbound URL to add in the service's dashboard and the connection
 * field for the signing secret; `relayUrl` is the relay's setup page.
 */
export function setupSteps(tenant: RelayTenant, relayUrl: string): string | undefined {
  const state = tenantState(tenant);
  if (state === 'receiving') return undefined;
  const page = `The relay's setup page, ${relayUrl}/, walks through the same steps and shows when events arrive.`;
  if (state === 'needs-secret')
    return (
      `In ${WEBHOOKS_PAGE}, add the webhook endpoint ${tenant.inbound_url} and copy the signing ` +
      `secret it shows; then reconnect this account in Zapier and paste it into Webhook Signing Secret. ${page}`
    );
  return (
    `No signed webhook from Magic Hour has reached the relay yet. Check that ${tenant.inbound_url} ` +
    `is added as a webhook endpoint in ${WEBHOOKS_PAGE}, and that the Webhook Signing Secret in this ` +
    `connection is the one shown there; then run a project. ${page}`
  );
}
