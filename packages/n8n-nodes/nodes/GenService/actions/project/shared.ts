/** The Project resource's shared fields: which collection and which id. */
import type { INodeProperties } from 'n8n-workflow';

/** The Project Type and Project ID fields every Project operation asks for. */
export function projectFields(): INodeProperties[] {
  return [
    {
      displayName: 'Project Type',
      name: 'kind',
      type: 'options',
      default: 'video',
      required: true,
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
      description: 'The ID a create returned',
    },
  ];
}
