/** Project → Get: the project with fresh download URLs (they expire after 24 hours). */
import { jobOutput, type ProjectKind } from '@genservice/core';
import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { processItems } from '../../helpers/items';
import { clientFor } from '../../transport/client';
import type { NodeOperation } from '../operation';
import { asJson } from '../wait/finish';
import { projectFields } from './shared';

export const option: NodeOperation['option'] = {
  name: 'Get',
  action: 'Get a project',
  description: 'Get a project with fresh download URLs',
};

export const properties = projectFields();

/** One output per item: the project in the core's flat output shape. */
export async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[]> {
  const { client } = await clientFor(this);
  return await processItems(this, async (i, signal) => {
    const kind = this.getNodeParameter('kind', i) as ProjectKind;
    const id = (this.getNodeParameter('projectId', i) as string).trim();
    const project = await client.jobs.get(kind, id, { signal });
    return [{ json: asJson(jobOutput(kind, project)) }];
  });
}
