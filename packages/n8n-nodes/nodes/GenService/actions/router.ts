/** Dispatches the node's resource and operation to its module; catalog operations share one generic module. */
import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';
import * as faceDetectionGet from './faceDetection/get.operation';
import * as fileUpload from './file/upload.operation';
import * as projectDelete from './project/delete.operation';
import * as projectGet from './project/get.operation';
import * as projectWait from './project/wait.operation';
import { executeTool } from './tool/execute';

type Execute = (this: IExecuteFunctions) => Promise<INodeExecutionData[]>;

const HANDWRITTEN: Record<string, Record<string, Execute>> = {
  file: { upload: fileUpload.execute },
  project: { get: projectGet.execute, delete: projectDelete.execute, wait: projectWait.execute },
  faceDetection: { get: faceDetectionGet.execute },
};

/** The output of the selected operation for every input item. */
export async function router(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const resource = this.getNodeParameter('resource', 0) as string;
  const operation = this.getNodeParameter('operation', 0) as string;
  const handwritten = HANDWRITTEN[resource]?.[operation];
  if (handwritten) return [await handwritten.call(this)];
  if (resource === 'file' || resource === 'project') {
    throw new NodeOperationError(
      this.getNode(),
      `The operation "${operation}" is not supported for ${resource}`,
    );
  }
  return [await executeTool.call(this, operation)];
}
