/**
 * "Magic Hour Trigger": starts a workflow when a job starts, completes or fails (in Relay mode
 * also when it was canceled), optionally only for some tools, project names or the jobs this
 * workflow created; directly from the service's webhook (the default: no relay involved) or
 * through a configured webhook relay (subscribed on activation, filtered there).
 */
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
import { eventAndFilterProperties } from './properties';

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
        default: 'direct',
        options: [
          {
            name: 'Direct',
            value: 'direct',
            description:
              "Receive the service's own webhook: register this node's Production URL in the Developer Hub (no relay needed)",
          },
          {
            name: 'Relay',
            value: 'relay',
            description:
              'Subscribe at the webhook relay set in the credential on activation (deduplicated, retried)',
          },
        ],
      },
      {
        displayName:
          "Set up once in Magic Hour: open Developer Hub → Webhooks, add a webhook whose URL is this node's Production URL (under Webhook URLs above), choose the same events, save, and paste the signing secret it shows (whsec_…) into this credential's Webhook Signing Secret. Then publish the workflow.",
        name: 'directSetup',
        type: 'notice',
        default: '',
        displayOptions: { show: { mode: ['direct'] } },
      },
      ...eventAndFilterProperties,
    ]),
  };

  webhookMethods = { default: webhookLifecycle };

  methods = { credentialTest: { genServiceConnection } };

  async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
    return await receive.call(this);
  }
}
