/**
 * Whether the hosted relay can serve the project triggers, and the words when
 * it cannot: no relay in this app version, no signing secret for the tenant,
 * or no signed webhook received yet.
 */
import { readyTenant, tenantState, type HostedRelayClient } from '@genservice/core/internal';
import type { Bundle, ZObject } from 'zapier-platform-core';
import { settingsOf } from '../auth/settings';
import { setupSteps } from '../relay-tenant';

/** Without a relay (the publisher sets `GENSERVICE_RELAY_URL`), no REST hook can be subscribed. */
export const NO_RELAY =
  'Instant triggers are not available in this version of the Magic Hour app: it has no webhook relay. ' +
  'Actions still wait for their result by checking the project, for up to about 25 seconds.';

/**
 * Makes sure the connection's tenant exists and holds the signing secret (stored now when the
 * connection has one the relay lacks); fails with the steps to take when the relay cannot verify
 * the service's webhooks.
 */
export async function readyToReceive(z: ZObject, bundle: Bundle, api: HostedRelayClient) {
  const { relayUrl, signingSecret } = settingsOf(bundle);
  const tenant = await readyTenant(api, signingSecret);
  if (!tenant || tenantState(tenant) !== 'needs-secret') return;
  throw new z.errors.Error(
    `Instant triggers need Magic Hour's webhooks to reach the relay. ${setupSteps(tenant, relayUrl ?? '')}`,
    'RelaySetupNeeded',
  );
}

/** Passes when the relay receives the service's webhooks; otherwise fails with the steps to take. */
export async function receivingOrSay(z: ZObject, bundle: Bundle, api: HostedRelayClient) {
  const steps = setupSteps(await api.tenant(), settingsOf(bundle).relayUrl ?? '');
  if (steps)
    throw new z.errors.Error(
      `No project events have reached the relay yet. ${steps}`,
      'NotReceiving',
    );
}
