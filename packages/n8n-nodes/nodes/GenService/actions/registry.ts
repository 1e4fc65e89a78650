/**
 * The node's typed operation registry: every resource with its operations,
 * catalog tools and hand-written ones alike, each registered once. The node's
 * properties and the router are both derived from it.
 */
import { operations as catalogOperations, type Operation } from '@genservice/core';
import type { INodeProperties } from 'n8n-workflow';
import { operations as faceDetection } from './faceDetection';
import { operations as file } from './file';
import { resourceProperties, type NodeOperation, type OperationMap } from './operation';
import { operations as project } from './project';
import { toolOperations } from './tool';
import { finishProperties } from './wait/options';

/** The resources in display order. */
export const RESOURCES = [
  { name: 'Video', value: 'video' },
  { name: 'Image', value: 'image' },
  { name: 'Audio', value: 'audio' },
  { name: 'Face Detection', value: 'faceDetection' },
  { name: 'File', value: 'file' },
  { name: 'Project', value: 'project' },
] as const;

export type NodeResource = (typeof RESOURCES)[number]['value'];
export type Registry = Record<NodeResource, OperationMap>;

/** Every resource's operations for `catalog`. */
export function buildRegistry(catalog: readonly Operation[] = catalogOperations): Registry {
  const tools = toolOperations(catalog);
  return {
    video: tools.video ?? {},
    image: tools.image ?? {},
    audio: tools.audio ?? {},
    faceDetection: { ...tools.faceDetection, ...faceDetection },
    file,
    project,
  };
}

let shared: Registry | undefined;

/** The operation `resource` → `operation` of the node's registry, if there is one. */
export function findOperation(resource: string, operation: string): NodeOperation | undefined {
  shared ??= buildRegistry();
  const ops: OperationMap | undefined = shared[resource as NodeResource];
  return ops && Object.hasOwn(ops, operation) ? ops[operation] : undefined;
}

/** Every property of the action node, rendered from the registry at load time. */
export function nodeProperties(
  catalog: readonly Operation[] = catalogOperations,
): INodeProperties[] {
  const registry = buildRegistry(catalog);
  const resources = RESOURCES.filter((r) => Object.keys(registry[r.value]).length > 0);
  const toolKeys = catalog.map((op) => op.key);
  const toolResources = resources
    .filter((r) => Object.keys(registry[r.value]).some((key) => toolKeys.includes(key)))
    .map((r) => r.value);
  return [
    {
      displayName: 'Resource',
      name: 'resource',
      type: 'options',
      noDataExpression: true,
      options: resources.map((r) => ({ ...r })),
      default: 'video',
    },
    ...resources.flatMap((r) => resourceProperties(r.value, registry[r.value])),
    ...finishProperties({ show: { resource: toolResources, operation: toolKeys } }, true),
  ];
}
