/** A core client for the node's credentials, over n8n's HTTP helper. */
import { createClient, type Client } from '@genservice/core';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import { n8nRuntime, type HttpHelper } from './runtime';

/** The credential values the nodes read. */
export interface GenServiceCredentials {
  apiKey: string;
  baseUrl: string;
  relayUrl: string;
  relayToken: string;
  webhookSecret: string;
}

/** Any n8n context that can read the node's credentials. */
export interface CredentialsCtx {
  getCredentials(type: string): Promise<ICredentialDataDecryptedObject>;
}

/** The credentials with defaults filled in and URLs without trailing slashes. */
export async function readCredentials(ctx: CredentialsCtx): Promise<GenServiceCredentials> {
  const raw = await ctx.getCredentials('genServiceApi');
  const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  return {
    apiKey: str(raw.apiKey),
    baseUrl: (str(raw.baseUrl) || 'https://api.magichour.ai').replace(/\/+$/, ''),
    relayUrl: str(raw.relayUrl).replace(/\/+$/, ''),
    relayToken: str(raw.relayToken),
    webhookSecret: str(raw.webhookSecret),
  };
}

/** A client bound to the node's credentials; every request goes through `ctx.helpers.httpRequest`. */
export async function clientFor(
  ctx: CredentialsCtx & { helpers: HttpHelper },
): Promise<{ client: Client; credentials: GenServiceCredentials }> {
  const credentials = await readCredentials(ctx);
  const client = createClient({
    apiKey: credentials.apiKey,
    baseUrl: credentials.baseUrl,
    runtime: n8nRuntime(ctx.helpers),
    userAgent: 'n8n-nodes-genservice/0.1',
  });
  return { client, credentials };
}
