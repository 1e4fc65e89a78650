/**
 * "Generation Service": every tool of the service as an operation rendered
 * from the core catalog, plus files, projects and face detection.
 */
import { NodeConnectionTypes, type IExecuteFunctions, type INodeExecutionData, type INodeType, type INodeTypeDescription } from 'n8n-workflow';
import { nodeProperties } from './actions/catalog';
import { router } from './actions/router';

export class GenService implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Generation Service',
    name: 'genService',
    icon: { light: 'file:genservice.svg', dark: 'file:genservice.dark.svg' },
    group: ['transform'],
    version: 1,
    subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
    description: 'Generate AI video, images and audio with the Generation Service',
    defaults: { name: 'Generation Service' },
    usableAsTool: true,
    inputs: [NodeConnectionTypes.Main],
    outputs: [NodeConnectionTypes.Main],
    credentials: [{ name: 'genServiceApi', required: true }],
    properties: nodeProperties(),
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    return await router.call(this);
  }
}
