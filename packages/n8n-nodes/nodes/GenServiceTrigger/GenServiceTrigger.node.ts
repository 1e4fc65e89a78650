/**
 * "Magic Hour Trigger": starts a workflow when a job starts,
 * completes or fails, through the webhook relay (subscribed on activation)
 * or directly from the service's webhook.
 */
import { EVENT_TYPES } from '@genservice/core/internal';
import {
  NodeConnectionTypes,
  type INodeType,
  type INodeTypeDescription,
  type IWebhookFunctions,
  type IWebhookResponseData,
} from 'n8n-workflow';
import { receive } from './delivery';
import { genServiceConnection } from '../GenService/methods/credentialTest';
import { webhookLifecycle } from './lifecycle';
import { n8nProperties } from '../GenService/actions/copy';

const title = (type: string) =>
  type
    .split('.')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

export class GenServiceTrigger implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Magic Hour Trigger',
    name: 'genServiceTrigger',
    icon: {
      light: 'file:../GenService/genservice.svg',
      dark: 'file:../GenService/genservice.dark.svg',
    },
    group: ['trigger'],
    version: 1,
    subtitle: '={{$parameter["events"].join(", ")}}',
    // n8n's picker shows the trigger's description on the entry it merges with the action node.
    description:
      'Magic Hour AI video, image and audio: start a workflow when a job finishes, fails or starts',
    defaults: { name: 'Magic Hour Trigger' },
    inputs: [],
    outputs: [NodeConnectionTypes.Main],
    credentials: [{ name: 'genServiceApi', required: true, testedBy: 'genServiceConnection' }],
    webhooks: [
      { name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' },
    ],
    properties: n8nProperties([
      {
        displayName: 'Mode',
        name: 'mode',
        type: 'options',
        default: 'relay',
        options: [
          {
            name: 'Relay',
            value: 'relay',
            description:
              'Subscribe at the webhook relay on activation (recommended: deduplicated, retried)',
          },
          {
            name: 'Direct',
            value: 'direct',
            description:
              "Receive the service's own webhook; register this node's production URL in the Developer Hub",
          },
        ],
      },
      {
        displayName: 'Events',
        name: 'events',
        type: 'multiOptions',
        required: true,
        default: ['video.completed', 'image.completed', 'audio.completed'],
        options: EVENT_TYPES.map((type) => ({ name: title(type), value: type })),
        description: 'The events that start the workflow',
      },
    ]),
  };

  webhookMethods = { default: webhookLifecycle };

  methods = { credentialTest: { genServiceConnection } };

  async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
    return await receive.call(this);
  }
}
