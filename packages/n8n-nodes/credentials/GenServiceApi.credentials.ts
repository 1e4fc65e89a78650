/**
 * The Generation Service API key, its base URL (the production service or a
 * sandbox), and the optional event settings (relay, webhook secret) the
 * trigger and paused waiting use; the connection test reads the account.
 */
import type {
  IAuthenticateGeneric,
  ICredentialTestRequest,
  ICredentialType,
  Icon,
  INodeProperties,
} from 'n8n-workflow';

export class GenServiceApi implements ICredentialType {
  name = 'genServiceApi';

  displayName = 'Generation Service API';

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
      displayName:
        'Optional: instant events. Fill in the fields below to start workflows when a job finishes (Generation Service Trigger) and to let long jobs pause the workflow instead of checking for the result. Leave them empty otherwise.',
      name: 'eventsNotice',
      type: 'notice',
      default: '',
    },
    {
      displayName: 'Relay URL (Optional)',
      name: 'relayUrl',
      type: 'string',
      default: '',
      placeholder: 'https://relay.example.com',
      description:
        'The webhook relay that delivers events to n8n: used by the trigger in Relay mode and by pausing workflows',
    },
    {
      displayName: 'Relay Token (Optional)',
      name: 'relayToken',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      description: 'The token the relay issued for this n8n instance',
    },
    {
      displayName: 'Webhook Secret (Optional)',
      name: 'webhookSecret',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      description:
        "Only for the trigger's Direct mode: the secret the Developer Hub shows for the webhook pointing at n8n",
    },
  ];

  authenticate: IAuthenticateGeneric = {
    type: 'generic',
    properties: { headers: { Authorization: '=Bearer {{$credentials.apiKey}}' } },
  };

  test: ICredentialTestRequest = {
    request: {
      baseURL: '={{$credentials.baseUrl.replace(/\\/+$/, "")}}',
      url: '/v1/account',
      method: 'GET',
    },
  };
}
