/**
 * "Magic Hour": every tool of the service as an operation rendered
 * from the core catalog, plus files, projects and face detection.
 */
import {
  NodeConnectionTypes,
  type IExecuteFunctions,
  type INodeExecutionData,
  type INodeType,
  type INodeTypeDescription,
  type IWebhookDescription,
  type IWebhookFunctions,
  type IWebhookResponseData,
} from 'n8n-workflow';
import { nodeProperties, nodeRegistry, nodeSubtitle } from './actions/registry';
import { router } from './actions/router';
import { resumePausedRun } from './actions/wait/resume';
import { genServiceConnection } from './methods/credentialTest';
import { searchProjects } from './methods/listSearch';
import { savedItemSearches } from './methods/savedItems';

/**
 * A restart webhook, as n8n's Wait node has: it resumes runs paused while waiting for jobs (the
 * relay's watch calls `$execution.resumeUrl`). Nothing is registered at a
 * third party, so unlike a trigger the node has no webhook lifecycle methods.
 */
const RESUME_WEBHOOKS: IWebhookDescription[] = [
  {
    name: 'default',
    httpMethod: 'POST',
    responseMode: 'onReceived',
    path: '',
    restartWebhook: true,
    ndvHideUrl: true,
    ndvHideMethod: true,
  },
];

export class GenService implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Magic Hour',
    name: 'genService',
    icon: { light: 'file:genservice.svg', dark: 'file:genservice.dark.svg' },
    group: ['transform'],
    version: 1,
    subtitle: nodeSubtitle(),
    description:
      'Create AI video, images and audio with Magic Hour: face swap, lip sync, talking photos, upscaling, background removal and more',
    defaults: { name: 'Magic Hour' },
    usableAsTool: true,
    inputs: [NodeConnectionTypes.Main],
    outputs: [NodeConnectionTypes.Main],
    credentials: [{ name: 'genServiceApi', required: true, testedBy: 'genServiceConnection' }],
    webhooks: RESUME_WEBHOOKS,
    properties: nodeProperties(nodeRegistry()),
  };

  methods = {
    credentialTest: { genServiceConnection },
    listSearch: { searchProjects, ...savedItemSearches() },
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    return await router.call(this);
  }

  /** Resumes a run paused until its jobs ended. */
  async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
    return await resumePausedRun.call(this);
  }
}
