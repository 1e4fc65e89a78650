/** Project → Wait: waits for an existing project, e.g. one whose earlier wait timed out. */
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { processItems } from '../../helpers/items';
import { limit } from '../../helpers/limit';
import { clientFor } from '../../transport/client';
import type { NodeOperation } from '../operation';
import { finishJob } from '../wait/finish';
import { finishProperties, firstItem, readFinishOptions } from '../wait/options';
import { projectAt, projectFields } from './shared';

export const option: NodeOperation['option'] = {
  name: 'Wait',
  action: 'Wait for a project',
  description: 'Wait until a project finishes, then return it',
};

export const properties: INodeProperties[] = [
  ...projectFields(),
  ...finishProperties(undefined, false),
];

/** One output per item: the finished project (outputs as binary when asked), or its status on timeout. */
export async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[]> {
  const { client } = await clientFor(this);
  const options = readFinishOptions(firstItem(this), false);
  const downloads = limit(options.maxConcurrency);
  return await processItems(this, async (i, signal) => {
    const job = { ...projectAt(this, i), itemIndex: i };
    return [await finishJob(this, client, job, options, downloads, signal)];
  });
}
