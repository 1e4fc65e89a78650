/**
 * A relay tenant's state and the two steps every host takes with it: joining
 * (the connection test) and making sure the tenant can verify the service's
 * webhooks before relying on it (a trigger's activation, a paused wait).
 * Hosts keep only their words for each state.
 */
import { RelayError } from '../errors';
import type { RelayTenantApi } from './client';
import type { RelayTenant } from './schemas';

/**
 * `receiving`: the service's signed events arrive. `needs-secret`: the relay has no signing
 * secret, so nothing can be verified. `no-event-yet`: the secret is stored, no event came yet.
 */
export type TenantState = 'receiving' | 'needs-secret' | 'no-event-yet';

/** The state the relay's tenant answer describes. */
export function tenantState(tenant: RelayTenant): TenantState {
  if (tenant.receiving) return 'receiving';
  return tenant.inbound_secret_set === false ? 'needs-secret' : 'no-event-yet';
}

/**
 * Joins the relay (creates the bearer's tenant or finds it) and stores `secret` when one is given;
 * answers the tenant. Relay failures reject as they came.
 */
export async function joinRelay(relay: RelayTenantApi, secret?: string): Promise<RelayTenant> {
  const tenant = await relay.provisionTenant();
  return secret ? await relay.setInboundSecret(secret) : tenant;
}

/**
 * The tenant, joined if need be (`POST /v1/tenants` is safe to repeat), after storing `secret`
 * when the relay has none (a connection never tested); undefined from a relay without tenants
 * (404: a self-hosted relay that predates them). Other failures reject.
 */
export async function readyTenant(
  relay: RelayTenantApi,
  secret?: string,
): Promise<RelayTenant | undefined> {
  let tenant: RelayTenant;
  try {
    tenant = await relay.provisionTenant();
  } catch (err) {
    if (err instanceof RelayError && err.status === 404) return undefined;
    throw err;
  }
  if (tenant.inbound_secret_set === false && secret) return await relay.setInboundSecret(secret);
  return tenant;
}
