/**
 * The Magic Hour API key, its base URL (the production service or a
 * sandbox), and the optional instant-event settings: the webhook relay (none
 * unless the user enters one, or the publisher fixed a hosted relay at build
 * time) and the service's webhook signing secret. A hosted relay knows the
 * user by the API key, so no relay token is asked for; a token field appears
 * only for a relay of one's own. The connection test is the nodes'
 * `genServiceConnection` method (it checks the key and, with a relay, joins it
 * and stores the secret).
 */
import type { IAuthenticateGeneric, ICredentialType, Icon, INodeProperties } from 'n8n-workflow';

import { HOSTED_RELAY_URL } from './hosted-relay';

export { HOSTED_RELAY_URL };

const eventsNotice = HOSTED_RELAY_URL
  ? `Optional: instant events. To start workflows when a job finishes (Magic Hour Trigger) and to pause long waits instead of checking for the result, open the relay's setup page (${HOSTED_RELAY_URL}/ for the default relay) with your API key, paste the inbound URL it shows into the Developer Hub as a webhook, and paste the webhook's signing secret below. Actions work without this.`
  : "Optional: instant events. The Magic Hour Trigger needs no relay: in its default Direct mode, add the trigger's Production URL as a webhook under Developer Hub → Webhooks and paste that webhook's signing secret below. To pause long waits instead of checking for the result, enter a relay you run. Actions work without this.";

const relayUrlHelp = HOSTED_RELAY_URL
  ? "The webhook relay that delivers the service's events to n8n. Leave the default to use the hosted relay (it knows you by your API key); enter your own relay's URL; or clear it to work without a relay (the trigger's Direct mode and waiting by polling still work)."
  : "Leave empty unless you run a Magic Hour webhook relay: then enter its URL to let long waits pause and the trigger's Relay mode subscribe. Without a relay, the trigger's Direct mode and waiting by polling work.";

export class GenServiceApi implements ICredentialType {
  name = 'genServiceApi';

  displayName = 'Magic Hour API';

  icon: Icon = {
    light: 'file:../nodes/GenService/genservice.svg',
    dark: 'file:../nodes/GenService/genservice.dark.svg',
  };

  documentationUrl = 'https://docs.magichour.ai/api-reference/introduction';

  properties: INodeProperties[] = [
    {
      displayName: 'API Key',
      name: 'apiKey',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      required: true,
      description:
        'Create one in your Magic Hour account under <a href="https://magichour.ai/developer?tab=api-keys" target="_blank">Developer Hub → API Keys</a>',
    },
    {
      displayName: 'Base URL',
      name: 'baseUrl',
      type: 'string',
      default: 'https://api.magichour.ai',
      description: 'Leave as it is; change it only to test against a local sandbox',
    },
    {
      displayName: eventsNotice,
      name: 'eventsNotice',
      type: 'notice',
      default: '',
    },
    {
      displayName: 'Relay URL',
      name: 'relayUrl',
      type: 'string',
      default: HOSTED_RELAY_URL,
      placeholder: HOSTED_RELAY_URL || 'https://relay.example.com',
      description: relayUrlHelp,
    },
    {
      displayName: 'Relay Token (Self-Hosted Relays Only)',
      name: 'relayToken',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      displayOptions: { hide: { relayUrl: HOSTED_RELAY_URL ? ['', HOSTED_RELAY_URL] : [''] } },
      description:
        'The API token your own relay issued for this n8n instance (RELAY_API_TOKEN or RELAY_TENANTS). Leave empty when the relay accepts your service API key (RELAY_HOSTED=true).',
    },
    {
      displayName: 'Webhook Signing Secret',
      name: 'webhookSecret',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      placeholder: 'whsec_…',
      description:
        "The signing secret the Developer Hub shows for your webhook (Developer Hub → Webhooks). Needed for instant triggers and for waiting without polling. With a relay, the webhook's URL is the relay's inbound URL (shown on the relay's setup page); the connection test stores the secret at the relay. In the trigger's Direct mode, the webhook points at n8n and the secret checks its signatures here.",
    },
  ];

  authenticate: IAuthenticateGeneric = {
    type: 'generic',
    properties: { headers: { Authorization: '=Bearer {{$credentials.apiKey}}' } },
  };
}
