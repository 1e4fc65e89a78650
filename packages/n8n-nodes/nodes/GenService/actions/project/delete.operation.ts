/** Project → Delete: permanently deletes the project's outputs (not reversible). */
import type { ProjectKind } from '@genservice/core';
import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { processItems } from '../../helpers/items';
import { clientFor } from '../../transport/client';
import type { NodeOperation } from '../operation';
import { projectFields } from './shared';

export const option: NodeOperation['option'] = {
  name: 'Delete',
  action: 'Delete a project',
  description: 'Permanently delete a project and its outputs',
};

export const properties = projectFields();

/** One output per item: `{ id, kind, deleted: true }`. */
export async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[]> {
  const { client } = await clientFor(this);
  return await processItems(this, async (i, signal) => {
    const kind = this.getNodeParameter('kind', i) as ProjectKind;
    const id = (this.getNodeParameter('projectId', i) as string).trim();
    await client.jobs.delete(kind, id, { signal });
    return [{ json: { id, kind, deleted: true } }];
  });
}
