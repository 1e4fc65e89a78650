/**
 * Custom authentication: the service's API key and, optionally, the service's
 * webhook signing secret (for instant triggers and waiting without polling).
 * The service's and the relay's URLs are the publisher's settings, never
 * connection fields (see `settings.ts`). The label tells accounts apart by the
 * account's email or name, else by a fingerprint of the key.
 */
import type { Bundle, ZObject } from 'zapier-platform-core';
import { WEBHOOKS_PAGE } from '../relay-tenant';
import { connectionTest, type ConnectionTestResult } from './connection-test';
import { RELAY_URL_ENV } from './settings';

/** The relay's setup page as a link when the app is built with its URL, else in words. */
function setupPage(env: NodeJS.ProcessEnv = process.env): string {
  const url = env[RELAY_URL_ENV]?.trim().replace(/\/+$/, '');
  return url ? `the relay's setup page at [${url}/](${url}/)` : "the relay's setup page";
}

/** The connection's label: `me@example.com`, or `key 3f9a2c1b`; the service's host when it is a sandbox. */
export function connectionLabel(result: Partial<ConnectionTestResult> | undefined): string {
  const who = result?.account || (result?.key_fingerprint ? `key ${result.key_fingerprint}` : '');
  const label = who || 'Magic Hour';
  return result?.service ? `${label} (${result.service})` : label;
}

/** The authentication section of the app. */
export const authentication = {
  type: 'custom' as const,
  fields: [
    {
      key: 'api_key',
      label: 'API Key',
      type: 'password' as const,
      required: true,
      helpText:
        'Create an API key in the Magic Hour Developer Hub at [magichour.ai/developer](https://magichour.ai/developer), under API Keys.',
    },
    {
      key: 'webhook_secret',
      label: 'Webhook Signing Secret',
      type: 'password' as const,
      required: false,
      helpText:
        `Optional; needed for instant triggers and for actions that wait for their result without polling. ` +
        `In ${WEBHOOKS_PAGE}, add the webhook endpoint shown on ${setupPage()} (sign in there with the same API key), ` +
        'then paste the signing secret Magic Hour shows for it (it starts with whsec_).',
    },
  ],
  test: connectionTest,
  connectionLabel: async (_z: ZObject, bundle: Bundle) =>
    connectionLabel(bundle.inputData as Partial<ConnectionTestResult> | undefined),
};
