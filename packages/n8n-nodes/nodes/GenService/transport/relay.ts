/**
 * The core's relay client bound to a node context: the relay URL and token
 * from the credentials, requests through n8n's HTTP helper. Relay failures
 * become n8n errors carrying the relay's status.
 */
import { createRelayClient, type RelayClient } from '@genservice/core';
import { NodeOperationError, type INode } from 'n8n-workflow';
import { toNodeError } from '../helpers/errors';
import { readCredentials, type CredentialsCtx } from './client';
import { n8nRuntime, type HttpHelper } from './runtime';

type Ctx = CredentialsCtx & { helpers: HttpHelper; getNode(): INode };

/** A relay client for the node's credentials; each call's failure is an n8n error. */
export async function relayFor(ctx: Ctx): Promise<RelayClient> {
  const { relayUrl, relayToken } = await readCredentials(ctx);
  if (!relayUrl)
    throw new NodeOperationError(
      ctx.getNode(),
      'This needs the Relay URL in the Generation Service credentials (or use Direct mode)',
    );
  const client = createRelayClient({
    baseUrl: relayUrl,
    token: relayToken,
    runtime: n8nRuntime(ctx.helpers),
  });
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
  };
}
