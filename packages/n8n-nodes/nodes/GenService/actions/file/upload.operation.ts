/** File → Upload: stores an item's binary property at the service and returns its `file_path` (kept 7 days). */
import type { MediaType } from '@genservice/core/internal';
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { processItems } from '../../helpers/items';
import { limit } from '../../helpers/limit';
import { binarySource } from '../../transport/binary';
import { clientFor } from '../../transport/client';
import type { NodeOperation } from '../operation';

export const option: NodeOperation['option'] = {
  name: 'Upload',
  action: 'Upload a file',
  description: 'Upload a binary file and get its file path for later use',
};

export const properties: INodeProperties[] = [
  {
    displayName: 'Input Binary Field',
    name: 'binaryPropertyName',
    type: 'string',
    default: 'data',
    required: true,
    description: "Name of the input's binary field holding the file (usually data)",
  },
  {
    displayName: 'Media Type',
    name: 'mediaType',
    type: 'options',
    default: 'auto',
    description:
      'The upload type; Auto detects it from the file extension (choose one for ambiguous extensions like webm)',
    options: [
      { name: 'Audio', value: 'audio' },
      { name: 'Auto', value: 'auto' },
      { name: 'GIF', value: 'gif' },
      { name: 'Image', value: 'image' },
      { name: 'Video', value: 'video' },
    ],
  },
];

/** One output per item: `{ file_path, fileName }`. */
export async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[]> {
  const { client } = await clientFor(this);
  const uploads = limit(5);
  return await processItems(this, async (i, signal) => {
    const property = (this.getNodeParameter('binaryPropertyName', i) as string).trim();
    const mediaType = this.getNodeParameter('mediaType', i, 'auto') as MediaType | 'auto';
    const source = await binarySource(this, i, property, 'Input Binary Field');
    const typed = mediaType === 'auto' ? source : { ...source, type: mediaType };
    const { filePath } = await uploads(() => client.files.upload(typed, { signal }));
    return [{ json: { file_path: filePath, fileName: source.filename ?? property } }];
  });
}
