/** Face Detection → Get: a detection's status and the faces found so far. */
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { processItems, toJson } from '../../helpers/items';
import { clientFor } from '../../transport/client';
import type { NodeOperation } from '../operation';

export const option: NodeOperation['option'] = {
  name: 'Get',
  action: 'Get a face detection',
  description: 'Get the status and faces of a detection',
};

export const properties: INodeProperties[] = [
  {
    displayName: 'Detection ID',
    name: 'detectionId',
    type: 'string',
    default: '',
    required: true,
    description: 'The ID Detect returned',
  },
];

/** One output per item: `{ id, status, faces: [{ path, url }] }`. */
export async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[]> {
  const { client } = await clientFor(this);
  return await processItems(this, async (i, signal) => {
    const detection = await client.faceDetection.get(
      (this.getNodeParameter('detectionId', i) as string).trim(),
      { signal },
    );
    return [{ json: toJson(detection) }];
  });
}
