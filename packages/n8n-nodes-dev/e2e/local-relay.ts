/**
 * The relay that local n8n runs use (the playground, the workflow end-to-end tests, bench:n8n):
 * one configured tenant on a SQLite file in `dir`, and loopback/http subscribers allowed, since
 * n8n listens on 127.0.0.1. `inboundFor` is the endpoint a sandbox posts its webhooks to.
 */
import { join } from 'node:path';
import { startRelay, type RelayOptions, type RunningRelay } from '@genservice/webhook-relay';

/** A configured relay tenant: its inbound id, the service's signing secret and its API token. */
export interface LocalTenant {
  id: string;
  inboundSecret: string;
  apiToken: string;
}

/** Starts the relay on port 0; `extra` overrides any option (limits, for the bench). */
export function startLocalRelay(
  dir: string,
  tenant: LocalTenant,
  extra: Partial<RelayOptions> = {},
): Promise<RunningRelay> {
  return startRelay({
    port: 0,
    host: '127.0.0.1',
    store: `sqlite:${join(dir, 'relay.db')}`,
    tenants: [tenant],
    allowPrivateSubscribers: true,
    allowHttp: true,
    quiet: true,
    ...extra,
  });
}

/** The sandbox webhook endpoint that delivers to `tenant` at `relay`, signed with its secret. */
export const inboundFor = (relay: { url: string }, tenant: LocalTenant) => ({
  url: `${relay.url}/v1/inbound/${tenant.id}`,
  secret: tenant.inboundSecret,
});
