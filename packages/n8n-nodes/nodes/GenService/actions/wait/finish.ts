/**
 * Waiting for a created job and shaping the output item: the core's flat
 * `jobOutput` (outputs downloaded as binary when asked, named after the input
 * file or the project), or, on a wait timeout, the job's id and last status
 * so Project → Wait can resume it.
 */
import {
  jobOutput,
  outputFileName,
  WaitTimeoutError,
  type Client,
  type OperationKind,
} from '@genservice/core';
import type { IBinaryKeyData, IDataObject, INode, INodeExecutionData } from 'n8n-workflow';
import { toNodeError } from '../../helpers/errors';
import type { Limit } from '../../helpers/limit';
import { downloadBinary, type DownloadCtx } from '../../transport/download';
import type { FinishOptions } from './options';

/** A job to finish: its id and kind, the input item it belongs to, and the input file it was made from. */
export interface JobRef {
  id: string;
  kind: OperationKind;
  itemIndex: number;
  inputName?: string;
}

type JobRecord = Parameters<typeof jobOutput>[1];

/** The finished job as an output item, or its id and status when the wait timed out. */
export async function finishJob(
  ctx: DownloadCtx & { getNode(): INode },
  client: Client,
  job: JobRef,
  options: FinishOptions,
  downloads: Limit,
  signal: AbortSignal,
): Promise<INodeExecutionData> {
  let record: JobRecord;
  try {
    record = (await client.jobs.wait(job.kind, job.id, {
      timeoutMs: options.timeoutMs,
      signal,
    })) as JobRecord;
  } catch (err) {
    if (!(err instanceof WaitTimeoutError)) throw toNodeError(ctx.getNode(), err, job.itemIndex);
    return timedOutItem(job, err.lastStatus, err.message);
  }
  return await finishedItem(ctx, record, job, options, downloads, signal);
}

/** The item for a job still running when waiting ended. */
export function timedOutItem(
  job: Pick<JobRef, 'id' | 'kind'>,
  status: string | undefined,
  message: string,
): INodeExecutionData {
  const output = jobOutput(job.kind, { id: job.id, status: status ?? 'queued' });
  return { json: { ...asJson(output), timedOut: true, message } };
}

/** A complete job as an item: its flat output, and its files as binary data when asked. */
export async function finishedItem(
  ctx: DownloadCtx,
  record: JobRecord,
  job: Pick<JobRef, 'kind' | 'inputName'>,
  options: FinishOptions,
  downloads: Limit,
  signal?: AbortSignal,
): Promise<INodeExecutionData> {
  const output = jobOutput(job.kind, record);
  const json = asJson(output);
  if (!options.download || output.download_urls.length === 0) return { json };
  const files = await downloads(() =>
    Promise.all(
      output.download_urls.map((url, i) =>
        downloadBinary(
          ctx,
          url,
          outputFileName(record, i, { inputName: job.inputName, url, kind: job.kind }),
          signal,
        ),
      ),
    ),
  );
  const property = options.binaryProperty;
  const binary: IBinaryKeyData = Object.fromEntries(
    files.map((file, i) => [i === 0 ? property : `${property}_${i}`, file]),
  );
  return { json, binary };
}

/** The core's output as item JSON (plain JSON values only). */
export const asJson = (output: object): IDataObject => output as IDataObject;
