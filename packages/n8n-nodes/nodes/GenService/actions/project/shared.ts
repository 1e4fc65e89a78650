/** The Project resource's shared parts: which collection and which id, read per item. */
import type { Client, ProjectKind } from '@genservice/core/internal';
import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { processItems } from '../../helpers/items';
import { clientFor } from '../../transport/client';
import type { NodeOperation } from '../operation';
import { projectIdOf, projectIdProperty } from './locator';

/** A project by kind and ID, as an item's parameters name it. */
export interface ProjectRef {
  kind: ProjectKind;
  id: string;
}

/** The Project Type and Project ID fields every Project operation asks for. */
export function projectFields(): INodeProperties[] {
  return [
    {
      displayName: 'Project Type',
      name: 'kind',
      type: 'options',
      default: 'video',
      required: true,
      description: 'What the tool made: a video, an image (an AI GIF counts as an image) or audio',
      options: [
        { name: 'Audio', value: 'audio' },
        { name: 'Image', value: 'image' },
        { name: 'Video', value: 'video' },
      ],
    },
    projectIdProperty,
  ];
}

/** The project item `itemIndex` names (the ID trimmed). */
export function projectAt(ctx: Pick<IExecuteFunctions, 'getNodeParameter'>, itemIndex: number) {
  const kind = ctx.getNodeParameter('kind', itemIndex) as ProjectKind;
  const id = projectIdOf(ctx.getNodeParameter('projectId', itemIndex));
  return { kind, id } satisfies ProjectRef;
}

/** A Project operation that asks only for the project and outputs `run`'s JSON once per item. */
export function projectOperation(
  option: NodeOperation['option'],
  run: (client: Client, project: ProjectRef, signal: AbortSignal) => Promise<IDataObject>,
): NodeOperation {
  return {
    option,
    properties: projectFields(),
    async execute(this: IExecuteFunctions) {
      const { client } = await clientFor(this);
      return await processItems(this, async (i, signal) => [
        { json: await run(client, projectAt(this, i), signal) },
      ]);
    },
  };
}
