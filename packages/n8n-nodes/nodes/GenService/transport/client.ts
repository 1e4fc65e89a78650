/** A core client for the node's credentials, over n8n's HTTP helper. */
import { createClient, type Client } from '@genservice/core';
import type { IExecuteFunctions } from 'n8n-workflow';
import { n8nRuntime } from './runtime';

/** The credential values the nodes read. */
export interface GenServiceCredentials {
  apiKey: string;
  baseUrl: string;
  relayUrl: string;
  relayToken: string;
  webhookSecret: string;
}

/** The credentials with defaults filled in and URLs without trailing slashes. */
export async function readCredentials(ctx: Pick<IExecuteFunctions, 'getCredentials'>): Promise<GenServiceCredentials> {
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
export async function clientFor(ctx: Pick<IExecuteFunctions, 'getCredentials' | 'helpers'>): Promise<{ client: Client; credentials: GenServiceCredentials }> {
  const credentials = await readCredentials(ctx);
  const client = createClient({
    apiKey: credentials.apiKey,
    baseUrl: credentials.baseUrl,
    runtime: n8nRuntime(ctx.helpers),
    userAgent: 'n8n-nodes-genservice/0.1',
  });
  return { client, credentials };
}
