/**
 * The node's typed operation registry: every resource with its operations,
 * catalog tools and hand-written ones alike, each registered once. The node's
 * properties and the router are both derived from it.
 */
import { operations as catalogOperations, type Operation } from '@genservice/core/internal';
import type { INodeProperties } from 'n8n-workflow';
import { operations as account } from './account';
import { n8nProperties } from './copy';
import { operations as faceDetection } from './faceDetection';
import { operations as file } from './file';
import { resourceProperties, type NodeOperation, type OperationMap } from './operation';
import { operations as project } from './project';
import { toolOperations } from './catalogOperation';
import { ESTIMATE_OPERATION, estimateOperation } from './catalogOperation/estimate';
import { toolDescriptionProperties } from './catalogOperation/agent';
import { KEYED_OPTIONS } from './catalogOperation/keyed';
import { finishProperties } from './wait/options';

/** The resources in display order. */
export const RESOURCES = [
  { name: 'Video', value: 'video' },
  { name: 'Image', value: 'image' },
  { name: 'Audio', value: 'audio' },
  { name: 'Face Detection', value: 'faceDetection' },
  { name: 'File', value: 'file' },
  { name: 'Project', value: 'project' },
  { name: 'Account', value: 'account' },
] as const;

export type NodeResource = (typeof RESOURCES)[number]['value'];
export type Registry = Record<NodeResource, OperationMap>;

/** Every resource's operations for `catalog`. */
export function buildRegistry(catalog: readonly Operation[] = catalogOperations): Registry {
  const tools = toolOperations(catalog);
  const withEstimate = (name: string, ops: OperationMap = {}): OperationMap => {
    const priced = Object.values(ops).flatMap((op) => (op.catalog ? [op.catalog] : []));
    return priced.length ? { ...ops, [ESTIMATE_OPERATION]: estimateOperation(name, priced) } : ops;
  };
  return {
    video: withEstimate('Video', tools.video),
    image: withEstimate('Image', tools.image),
    audio: withEstimate('Audio', tools.audio),
    faceDetection: { ...tools.faceDetection, ...faceDetection },
    file,
    project,
    account,
  };
}

let shared: Registry | undefined;

/** The node's registry, built once per process from the core catalog. */
export const nodeRegistry = (): Registry => (shared ??= buildRegistry());

/** The operation `resource` → `operation` of the node's registry, if there is one. */
export function findOperation(resource: string, operation: string): NodeOperation | undefined {
  const ops: OperationMap | undefined = nodeRegistry()[resource as NodeResource];
  return ops && Object.hasOwn(ops, operation) ? ops[operation] : undefined;
}

/** Every property of the action node for `registry` (or the catalog's), rendered at load time. */
export function nodeProperties(
  registry: Registry | readonly Operation[] = catalogOperations,
): INodeProperties[] {
  const all = Array.isArray(registry) ? buildRegistry(registry) : (registry as Registry);
  const resources = RESOURCES.filter((r) => Object.keys(all[r.value]).length > 0);
  const jobs = resources.flatMap((r) =>
    Object.entries(all[r.value])
      .filter(([, op]) => op.createsJob)
      .map(([key]) => [r.value, key] as const),
  );
  return n8nProperties([
    {
      displayName: 'Resource',
      name: 'resource',
      type: 'options',
      noDataExpression: true,
      options: resources.map((r) => ({ ...r })),
      default: 'video',
    },
    ...resources.flatMap((r) => resourceProperties(r.value, all[r.value])),
    ...finishProperties(
      {
        show: {
          resource: [...new Set(jobs.map(([r]) => r))],
          operation: jobs.map(([, key]) => key),
        },
      },
      true,
      KEYED_OPTIONS,
    ),
    ...toolDescriptionProperties(
      resources.flatMap((r) =>
        Object.entries(all[r.value]).flatMap(([operation, op]) =>
          op.catalog ? [{ resource: r.value, operation, op: op.catalog }] : [],
        ),
      ),
    ),
  ]);
}

/** The canvas subtitle: the selected operation's label ("Face Swap (Video)", "Get Project"). */
export function nodeSubtitle(registry: Registry = nodeRegistry()): string {
  const keys: string[] = [];
  const labels: string[] = [];
  for (const r of RESOURCES)
    for (const [key, op] of Object.entries(registry[r.value])) {
      keys.push(`${r.value}:${key}`);
      labels.push(op.subtitle ?? (op.createsJob ? op.option.name : `${op.option.name} ${r.name}`));
    }
  const pick = `${JSON.stringify(keys)}.indexOf($parameter["resource"] + ":" + $parameter["operation"])`;
  return `={{ ${JSON.stringify(labels)}[${pick}] || $parameter["operation"] }}`;
}
