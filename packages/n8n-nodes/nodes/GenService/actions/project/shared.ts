/** The Project resource's shared fields: which collection and which id. */
import type { INodeProperties } from 'n8n-workflow';

/** Kind and Project ID fields for the given Project operations. */
export function projectFields(operations: string[]): INodeProperties[] {
  const show = { show: { resource: ['project'], operation: operations } };
  return [
    {
      displayName: 'Project Type',
      name: 'kind',
      type: 'options',
      default: 'video',
      required: true,
      displayOptions: show,
      description:
        "The collection the ID belongs to: the tool's output type (an AI GIF is an image project)",
      options: [
        { name: 'Audio', value: 'audio' },
        { name: 'Image', value: 'image' },
        { name: 'Video', value: 'video' },
      ],
    },
    {
      displayName: 'Project ID',
      name: 'projectId',
      type: 'string',
      default: '',
      required: true,
      displayOptions: show,
      description: 'The ID a create returned',
    },
  ];
}
