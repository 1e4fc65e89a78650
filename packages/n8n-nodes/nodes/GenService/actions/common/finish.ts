/**
 * Waiting for a created job and shaping the output item: the finished
 * project (outputs downloaded as binary when asked), or, on a wait timeout,
 * the project id and last status so Project → Wait can resume it.
 */
import { WaitTimeoutError, type Client, type OperationKind } from '@genservice/core';
import type { IBinaryKeyData, IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { toNodeError } from '../../helpers/errors';
import type { Limit } from '../../helpers/limit';
import { downloadBinary, outputFileName } from '../../transport/binary';
import type { FinishOptions } from './options';

/** The finished job as an output item, or its id and status when the wait timed out. */
export async function finishJob(
  ctx: Pick<IExecuteFunctions, 'helpers' | 'getNode'>,
  client: Client,
  job: { id: string; kind: OperationKind; itemIndex: number },
  options: FinishOptions,
  downloads: Limit,
  signal: AbortSignal,
): Promise<INodeExecutionData> {
  const waitOptions = { timeoutMs: options.timeoutMs, signal };
  let result: IDataObject;
  try {
    result =
      job.kind === 'face-detection'
        ? ((await client.faceDetection.wait(job.id, waitOptions)) as IDataObject)
        : ((await client.projects.wait(job.kind, job.id, waitOptions)) as IDataObject);
  } catch (err) {
    if (!(err instanceof WaitTimeoutError)) throw toNodeError(ctx.getNode(), err, job.itemIndex);
    return { json: { id: job.id, kind: job.kind, status: err.lastStatus ?? 'queued', timedOut: true, message: err.message } };
  }
  const json = { ...result, kind: job.kind };
  if (!options.download || job.kind === 'face-detection') return { json };
  const binary = await downloads(() => downloadAll(ctx, result, options.binaryProperty, signal));
  return { json, binary };
}

async function downloadAll(ctx: Pick<IExecuteFunctions, 'helpers'>, project: IDataObject, property: string, signal: AbortSignal): Promise<IBinaryKeyData> {
  const list = ((project.downloads as { url?: string }[] | undefined) ?? []).filter((d) => typeof d.url === 'string');
  const id = String(project.id);
  const files = await Promise.all(list.map((d, i) => downloadBinary(ctx, d.url!, outputFileName(id, i, d.url!), signal)));
  return Object.fromEntries(files.map((file, i) => [i === 0 ? property : `${property}_${i}`, file]));
}
