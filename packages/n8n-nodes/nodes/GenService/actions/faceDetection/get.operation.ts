/** Face Detection → Get: a detection's status and the faces found so far. */
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { jobOutput } from '@genservice/core/internal';
import { processItems } from '../../helpers/items';
import { clientFor } from '../../transport/client';
import type { NodeOperation } from '../operation';
import { asJson } from '../wait/finish';

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
    description: 'The ID output by the Detect Faces step',
  },
];

/** One output per item: the detection in the core's flat output shape (`faces`, `face_count`, `face_urls`). */
export async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[]> {
  const { client } = await clientFor(this);
  return await processItems(this, async (i, signal) => {
    const id = (this.getNodeParameter('detectionId', i) as string).trim();
    const detection = await client.jobs.get('face-detection', id, { signal });
    return [{ json: asJson(jobOutput('face-detection', detection)) }];
  });
}
