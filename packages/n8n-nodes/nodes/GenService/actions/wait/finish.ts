/**
 * Waiting for a created job and shaping the output item: the core's flat
 * `jobOutput` (outputs downloaded as binary when asked, named after the input
 * file or the project). When Limit Wait Time ends first, the item fails with
 * the project ID and last status (limit.ts), so Project → Wait can resume it.
 */
import {
  JobFailedError,
  jobOutput,
  simplifyOutput,
  outputFileName,
  WaitTimeoutError,
  type Client,
  type OperationKind,
  type OutputFacts,
} from '@genservice/core/internal';
import type { IBinaryKeyData, IDataObject, INode, INodeExecutionData } from 'n8n-workflow';
import { toNodeError } from '../../helpers/errors';
import { withJob } from '../../helpers/job-error';
import type { Limit } from '../../helpers/limit';
import { downloadBinary, type DownloadCtx } from '../../transport/download';
import { waitLimitError } from './limit';
import type { FinishOptions } from './options';

/**
 * A job to finish: its id and kind, the input item it belongs to, the input file it was made from,
 * and its run facts (Dedupe Key, reuse, estimate), which `jobOutput` puts on every output.
 */
export interface JobRef {
  id: string;
  kind: OperationKind;
  itemIndex: number;
  inputName?: string;
  facts?: OutputFacts;
}

type JobRecord = Parameters<typeof jobOutput>[1];

/**
 * The finished job as an output item. Rejects with the job's error (its project attached for error
 * items), or when the wait limit ends first with `waitLimitError` carrying the project ID.
 */
export async function finishJob(
  ctx: DownloadCtx & { getNode(): INode },
  client: Client,
  job: JobRef,
  options: FinishOptions,
  downloads: Limit,
  signal: AbortSignal,
  now: () => number = () => Date.now(),
): Promise<INodeExecutionData> {
  const { limit } = options;
  let record: JobRecord;
  try {
    record = (await client.jobs.wait(job.kind, job.id, {
      timeoutMs: limit ? Math.max(0, limit.deadline - now()) : Infinity,
      ...(limit ? { deadline: limit.deadline } : {}),
      signal,
    })) as JobRecord;
  } catch (err) {
    throw waitError(ctx.getNode(), err, job, limit, signal);
  }
  return await finishedItem(ctx, record, job, options, downloads, signal);
}

/** What a wait for `job` failing with `err` throws: the limit's error, or the job's, with its project. */
function waitError(
  node: INode,
  err: unknown,
  job: JobRef,
  limit: FinishOptions['limit'],
  signal: AbortSignal,
): object {
  if (signal.aborted && err === signal.reason) return err as object;
  if (err instanceof WaitTimeoutError && limit) {
    const cut = { id: job.id, kind: job.kind, status: err.lastStatus, facts: job.facts };
    return waitLimitError(node, cut, limit, job.itemIndex);
  }
  const failed =
    err instanceof JobFailedError ? { status: 'error', error: { code: err.code } } : {};
  const fields = asJson(jobOutput(job.kind, { id: job.id, ...failed }, job.facts));
  return withJob(toNodeError(node, err, job.itemIndex), fields);
}

/** A complete job as an item: its flat output, and its files as binary data when asked. */
export async function finishedItem(
  ctx: DownloadCtx,
  record: JobRecord,
  job: Pick<JobRef, 'kind' | 'inputName' | 'facts'>,
  options: FinishOptions,
  downloads: Limit,
  signal?: AbortSignal,
): Promise<INodeExecutionData> {
  const output = jobOutput(job.kind, record, job.facts);
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

/** `items` as the node outputs them: core's simple fields when Simplify is on (failed items whole). */
export function shownItems(
  items: INodeExecutionData[],
  options: Pick<FinishOptions, 'simplify'>,
): INodeExecutionData[] {
  if (!options.simplify) return items;
  return items.map((item) =>
    'error' in item.json ? item : { ...item, json: asJson(simplifyOutput(item.json)) },
  );
}

/** The core's output as item JSON (plain JSON values only). */
export const asJson = (output: object): IDataObject => output as IDataObject;
