/**
 * The Generation Service API key, its base URL (the production service or a
 * sandbox), and the optional webhook relay the trigger and webhook waiting use.
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
      description: 'Create one in the Developer Hub of your account',
    },
    {
      displayName: 'Base URL',
      name: 'baseUrl',
      type: 'string',
      default: 'https://api.magichour.ai',
      description: 'The production service, or the URL of a local sandbox for testing',
    },
    {
      displayName: 'Relay URL',
      name: 'relayUrl',
      type: 'string',
      default: '',
      placeholder: 'https://relay.example.com',
      description: 'Optional webhook relay: enables the trigger in Relay mode',
    },
    {
      displayName: 'Relay Token',
      name: 'relayToken',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      description: 'Bearer token the relay issued for this n8n instance',
    },
    {
      displayName: 'Webhook Secret',
      name: 'webhookSecret',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      description:
        "For the trigger's Direct mode: the secret the Developer Hub shows for the webhook pointing at n8n",
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
