/** Dispatches the node's resource and operation through the typed registry. */
import { NodeOperationError, type IExecuteFunctions, type INodeExecutionData } from 'n8n-workflow';
import { findOperation } from './registry';

/** The output of the selected operation for every input item. */
export async function router(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const resource = this.getNodeParameter('resource', 0) as string;
  const operation = this.getNodeParameter('operation', 0) as string;
  const op = findOperation(resource, operation);
  if (!op)
    throw new NodeOperationError(
      this.getNode(),
      `The operation "${operation}" is not supported for ${resource}`,
    );
  return [await op.execute.call(this)];
}
