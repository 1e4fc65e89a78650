/**
 * The core's relay client bound to a node context: the relay URL from the
 * credentials, authenticated with the service API key (the hosted relay) or a
 * self-hosted relay's token, requests through n8n's HTTP helper, joining the
 * relay on first use. Relay failures become n8n errors carrying the relay's
 * status.
 */
import {
  createRelayClient,
  joinOnFirstUse,
  type HostedRelayClient,
  type RelayClientOptions,
} from '@genservice/core/internal';
import { NodeOperationError, type INode } from 'n8n-workflow';
import { toNodeError } from '../helpers/errors';
import { readCredentials, type CredentialsCtx, type GenServiceCredentials } from './client';
import { n8nRuntime, type HttpHelper } from './runtime';

type Ctx = CredentialsCtx & { helpers: HttpHelper; getNode(): INode };

/**
 * How to reach the credentials' relay (set `relayUrl` first) over n8n's HTTP helper; with the
 * API key as the token, a call the relay answers "unknown tenant" first joins it (core's
 * `joinOnFirstUse`).
 */
export function relayOptions(
  credentials: Pick<GenServiceCredentials, 'relayUrl' | 'relayToken'> & {
    selfHostedToken?: boolean;
  },
  helpers: HttpHelper,
): RelayClientOptions {
  const runtime = n8nRuntime(helpers);
  return {
    baseUrl: credentials.relayUrl,
    token: credentials.relayToken,
    runtime: credentials.selfHostedToken ? runtime : joinOnFirstUse(runtime, credentials.relayUrl),
  };
}

/** A relay client for the node's credentials; each call's failure is an n8n error. */
export async function relayFor(ctx: Ctx): Promise<HostedRelayClient> {
  const credentials = await readCredentials(ctx);
  if (!credentials.relayUrl)
    throw new NodeOperationError(
      ctx.getNode(),
      'This needs a Relay URL in the Magic Hour credentials (or use Direct mode)',
    );
  const client = createRelayClient(relayOptions(credentials, ctx.helpers));
  const guard =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (err) {
        throw toNodeError(ctx.getNode(), err, 0);
      }
    };
  return {
    subscribe: guard(client.subscribe),
    unsubscribe: guard(client.unsubscribe),
    get: guard(client.get),
    list: guard(client.list),
    watch: guard(client.watch),
    recentEvents: guard(client.recentEvents),
    provisionTenant: guard(client.provisionTenant),
    tenant: guard(client.tenant),
    setInboundSecret: guard(client.setInboundSecret),
  };
}
