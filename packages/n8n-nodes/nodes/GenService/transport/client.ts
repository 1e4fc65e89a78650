/** A core client for the node's credentials, over n8n's HTTP helper. */
import { createClient, type Client } from '@genservice/core/internal';
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import { HOSTED_RELAY_URL } from '../../../credentials/GenServiceApi.credentials';
import { n8nRuntime, type HttpHelper } from './runtime';

/** The credential values the nodes read. */
export interface GenServiceCredentials {
  apiKey: string;
  baseUrl: string;
  /** The relay's URL without trailing slashes; empty when the user works without a relay. */
  relayUrl: string;
  /**
   * The relay's bearer token: the self-hosted relay's own token when one is set for a relay other
   * than the hosted one, else the service API key (the hosted relay knows users by it).
   */
  relayToken: string;
  /** Whether `relayToken` is a self-hosted relay's token rather than the API key. */
  selfHostedToken: boolean;
  webhookSecret: string;
}

/** Any n8n context that can read the node's credentials. */
export interface CredentialsCtx {
  getCredentials(type: string): Promise<ICredentialDataDecryptedObject>;
}

/** Credential data (as n8n hands it over) with defaults filled in and URLs without trailing slashes. */
export function credentialsFrom(raw: ICredentialDataDecryptedObject): GenServiceCredentials {
  const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const apiKey = str(raw.apiKey);
  const relayUrl = (raw.relayUrl === undefined ? HOSTED_RELAY_URL : str(raw.relayUrl)).replace(
    /\/+$/,
    '',
  );
  const token = relayUrl && relayUrl !== HOSTED_RELAY_URL ? str(raw.relayToken) : '';
  return {
    apiKey,
    baseUrl: (str(raw.baseUrl) || 'https://api.magichour.ai').replace(/\/+$/, ''),
    relayUrl,
    relayToken: token || apiKey,
    selfHostedToken: token !== '',
    webhookSecret: str(raw.webhookSecret),
  };
}

/** The node's credentials, read through n8n (which applies defaults and overwrites). */
export async function readCredentials(ctx: CredentialsCtx): Promise<GenServiceCredentials> {
  return credentialsFrom(await ctx.getCredentials('genServiceApi'));
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
    userAgent: 'n8n-nodes-magic-hour/0.1',
  });
  return { client, credentials };
}
