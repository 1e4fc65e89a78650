/**
 * Custom authentication: the service's API key, an optional service URL (for
 * the sandbox), and an optional relay for instant triggers and callbacks. The
 * test makes one authenticated read; the label names the service and relay
 * hosts, never the key or the token.
 */
import { hintFor } from '@genservice/core';
import type { Bundle, ZObject } from 'zapier-platform-core';
import { relayFor } from '../relay';
import { settingsOf } from './settings';

/** A project id that cannot exist: the read answers 401 for a bad key and 404 for a good one. */
const PROBE_ID = 'zapier-connection-test';

async function test(z: ZObject, bundle: Bundle) {
  const { baseUrl, relayUrl } = settingsOf(bundle);
  const response = await z.request({
    url: `${baseUrl}/v1/image-projects/${PROBE_ID}`,
    method: 'GET',
    skipThrowForStatus: true,
  });
  if (response.status !== 404 && response.status >= 400) {
    const hint = hintFor({ status: response.status });
    throw new z.errors.Error(
      [`Magic Hour refused the connection test (HTTP ${response.status}).`, hint]
        .filter(Boolean)
        .join(' '),
      'ConnectionTestFailed',
      response.status,
    );
  }
  if (relayUrl) await relayFor(z, bundle)!.recentEvents(['video.completed'], 1);
  return { service: new URL(baseUrl).host, relay: relayUrl ? new URL(relayUrl).host : null };
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
      key: 'relay_url',
      label: 'Relay URL',
      type: 'string' as const,
      required: false,
      helpText:
        'The URL of your Generation Service webhook relay. Needed for instant triggers and for actions that wait for their result.',
    },
    {
      key: 'relay_token',
      label: 'Relay Token',
      type: 'password' as const,
      required: false,
      helpText: 'The relay token for this connection, issued by whoever runs the relay.',
    },
    {
      key: 'base_url',
      label: 'Service URL',
      type: 'string' as const,
      required: false,
      helpText: 'Leave empty to use https://api.magichour.ai. Set it only to connect to a sandbox.',
    },
  ],
  test,
  connectionLabel: async (_z: ZObject, bundle: Bundle) => {
    const { service, relay } = (bundle.inputData ?? {}) as {
      service?: string;
      relay?: string | null;
    };
    return relay ? `${service} (relay ${relay})` : `${service ?? 'Generation Service'}`;
  },
};
