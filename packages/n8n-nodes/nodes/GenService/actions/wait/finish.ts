/**
 * Waiting for a created job and shaping the output item: the finished
 * project (outputs downloaded as binary when asked), or, on a wait timeout,
 * the project id and last status so Project → Wait can resume it.
 */
import { WaitTimeoutError, type Client, type OperationKind } from '@genservice/core';
import type { IBinaryKeyData, IDataObject, INode, INodeExecutionData } from 'n8n-workflow';
import { toNodeError } from '../../helpers/errors';
import type { Limit } from '../../helpers/limit';
import { downloadBinary, outputFileName, type DownloadCtx } from '../../transport/download';
import type { FinishOptions } from './options';

/** The finished job as an output item, or its id and status when the wait timed out. */
export async function finishJob(
  ctx: DownloadCtx & { getNode(): INode },
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
    return timedOutItem(job.id, job.kind, err.lastStatus, err.message);
  }
  return await finishedItem(ctx, result, job.kind, options, downloads, signal);
}

/** The item for a job still running when waiting ended. */
export function timedOutItem(
  id: string,
  kind: OperationKind,
  status: string | undefined,
  message: string,
): INodeExecutionData {
  return { json: { id, kind, status: status ?? 'queued', timedOut: true, message } };
}

/** A complete project as an item: its JSON with `kind`, and its outputs as binary data when asked. */
export async function finishedItem(
  ctx: DownloadCtx,
  result: IDataObject,
  kind: OperationKind,
  options: FinishOptions,
  downloads: Limit,
  signal?: AbortSignal,
): Promise<INodeExecutionData> {
  const json = { ...result, kind };
  if (!options.download || kind === 'face-detection') return { json };
  const binary = await downloads(() => downloadAll(ctx, result, options.binaryProperty, signal));
  return { json, binary };
}

async function downloadAll(
  ctx: DownloadCtx,
  project: IDataObject,
  property: string,
  signal?: AbortSignal,
): Promise<IBinaryKeyData> {
  const list = ((project.downloads as { url?: string }[] | undefined) ?? []).filter(
    (d) => typeof d.url === 'string',
  );
  const id = String(project.id);
  const files = await Promise.all(
    list.map((d, i) => downloadBinary(ctx, d.url!, outputFileName(id, i, d.url!), signal)),
  );
  return Object.fromEntries(
    files.map((file, i) => [i === 0 ? property : `${property}_${i}`, file]),
  );
}
