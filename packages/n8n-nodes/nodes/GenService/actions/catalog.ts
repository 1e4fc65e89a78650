/**
 * The node's resources and operations: one resource per project kind with an
 * operation per catalog entry (so a new catalog entry is a new operation
 * without n8n code), plus the hand-written File, Project and Face Detection ones.
 */
import { describeFields, operations, type Operation, type OperationKind } from '@genservice/core';
import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import { finishProperties } from './common/options';
import { renderOperation } from './tool/fields';
import * as faceDetectionGet from './faceDetection/get.operation';
import * as fileUpload from './file/upload.operation';
import * as projectDelete from './project/delete.operation';
import * as projectGet from './project/get.operation';
import * as projectWait from './project/wait.operation';

/** The node resource of a project kind. */
export const resourceOf = (kind: OperationKind): string =>
  kind === 'face-detection' ? 'faceDetection' : kind;

const RESOURCES: INodePropertyOptions[] = [
  { name: 'Video', value: 'video' },
  { name: 'Image', value: 'image' },
  { name: 'Audio', value: 'audio' },
  { name: 'Face Detection', value: 'faceDetection' },
  { name: 'File', value: 'file' },
  { name: 'Project', value: 'project' },
];

const HANDWRITTEN: Record<string, INodePropertyOptions[]> = {
  faceDetection: [
    {
      name: 'Get',
      value: 'get',
      action: 'Get a face detection',
      description: 'Get the status and faces of a detection',
    },
  ],
  file: [
    {
      name: 'Upload',
      value: 'upload',
      action: 'Upload a file',
      description: 'Upload a binary file and get its file path for later use',
    },
  ],
  project: [
    {
      name: 'Delete',
      value: 'delete',
      action: 'Delete a project',
      description: 'Permanently delete a project and its outputs',
    },
    {
      name: 'Get',
      value: 'get',
      action: 'Get a project',
      description: 'Get a project with fresh download URLs',
    },
    {
      name: 'Wait',
      value: 'wait',
      action: 'Wait for a project',
      description: 'Wait until a project finishes, then return it',
    },
  ],
};

function toolOption(op: Operation): INodePropertyOptions {
  const name = op.kind === 'face-detection' ? 'Detect' : op.label;
  return {
    name,
    value: op.key,
    action: op.kind === 'face-detection' ? 'Detect faces' : op.label,
    description: op.description,
  };
}

function operationProperty(resource: string, ops: readonly Operation[]): INodeProperties {
  const options = [...ops.map(toolOption), ...(HANDWRITTEN[resource] ?? [])].sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  const first = options[0]?.value ?? '';
  return {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: [resource] } },
    options,
    default: first,
  };
}

/** Every property of the action node, rendered from the catalog at load time. */
export function nodeProperties(catalog: readonly Operation[] = operations): INodeProperties[] {
  const resources = RESOURCES.filter(
    (r) => HANDWRITTEN[r.value as string] || catalog.some((op) => resourceOf(op.kind) === r.value),
  );
  const toolResources = [...new Set(catalog.map((op) => resourceOf(op.kind)))];
  return [
    {
      displayName: 'Resource',
      name: 'resource',
      type: 'options',
      noDataExpression: true,
      options: resources,
      default: 'video',
    },
    ...resources.map((r) =>
      operationProperty(
        r.value as string,
        catalog.filter((op) => resourceOf(op.kind) === r.value),
      ),
    ),
    ...catalog.flatMap((op) => renderOperation(op, resourceOf(op.kind), describeFields(op))),
    ...finishProperties(
      { show: { resource: toolResources, operation: catalog.map((op) => op.key) } },
      true,
    ),
    ...fileUpload.description,
    ...projectGet.description,
    ...projectDelete.description,
    ...projectWait.description,
    ...faceDetectionGet.description,
  ];
}
