/** Account → Get: the credit balance and plan of the connected account. */
import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { processItems } from '../../helpers/items';
import { clientFor } from '../../transport/client';
import type { NodeOperation } from '../operation';

export const option: NodeOperation['option'] = {
  name: 'Get',
  action: 'Get the account',
  description: 'Get the credit balance and plan',
};

export const properties = [];

/** One output per item: `{ credits, plan, raw }`. */
export async function execute(this: IExecuteFunctions): Promise<INodeExecutionData[]> {
  const { client } = await clientFor(this);
  return await processItems(this, async (_i, signal) => {
    const account = await client.account.get({ signal });
    return [{ json: { credits: account.credits, plan: account.plan ?? null, raw: account.raw } }];
  });
}
