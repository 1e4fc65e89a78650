/** Project → Get: the project with fresh download URLs (they expire after 24 hours). */
import type { ProjectKind } from '@genservice/core';
import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { processItems, toJson } from '../../helpers/items';
import { clientFor } from '../../transport/client';
import type { NodeOperation } from '../operation';
import { projectFields } from './shared';

export const option: NodeOperation['option'] = {
  name: 'Get',
  action: 'Get a project',
  description: 'Get a project with fresh download URLs',
};

export const properties = projectFields();

/** One output per item: the project as the service returns it, plus its kind. */
export async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[]> {
  const { client } = await clientFor(this);
  return await processItems(this, async (i, signal) => {
    const kind = this.getNodeParameter('kind', i) as ProjectKind;
    const project = await client.projects.get(
      kind,
      (this.getNodeParameter('projectId', i) as string).trim(),
      { signal },
    );
    return [{ json: toJson({ ...project, kind }) }];
  });
}
