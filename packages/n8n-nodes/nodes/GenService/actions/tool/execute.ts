/**
 * The one generic operation behind every catalog tool: for each item, read
 * the fields, create the job through the core's one upload path (binary
 * fields uploaded after validation, submissions limited by Max Concurrency),
 * then wait for all jobs at once and download outputs, or pause the run
 * until the jobs end.
 */
import {
  assetFields,
  describeFields,
  getOperation,
  jobOutput,
  valueAt,
  type Client,
  type CreateResult,
  type FieldSpec,
  type Operation,
} from '@genservice/core';
import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { processItems } from '../../helpers/items';
import { limit, type Limit } from '../../helpers/limit';
import { binaryFields } from '../../transport/binary';
import { clientFor } from '../../transport/client';
import { asJson, finishJob, type JobRef } from '../wait/finish';
import { firstItem, readFinishOptions, type FinishOptions } from '../wait/options';
import { canPause, pauseUntilJobsEnd } from '../wait/pause';
import { readBody } from './body';

/** Runs catalog operation `key` for every input item; outputs keep input order and pairing. */
export async function executeTool(
  this: IExecuteFunctions,
  key: string,
): Promise<INodeExecutionData[]> {
  const op = getOperation(key);
  const fields = describeFields(op);
  const options = readFinishOptions(firstItem(this), true);
  const { client, credentials } = await clientFor(this);
  const submissions = limit(options.maxConcurrency);
  const downloads = limit(options.maxConcurrency);
  const submit = (i: number, signal: AbortSignal) =>
    submissions(() => create(this, client, op, fields, i, signal));

  if (
    options.method === 'auto' &&
    canPause(this, credentials.relayUrl, op.kind, this.getInputData().length)
  ) {
    const refs: JobRef[] = [];
    const submitted = await processItems(this, async (i, signal) => {
      const job = await submit(i, signal);
      refs[i] = job;
      return [{ json: asJson(jobOutput(op.kind, job.created)) }];
    });
    return (
      (await pauseUntilJobsEnd(this, client, submitted, refs)) ??
      (await finishSubmitted(this, client, submitted, refs, options, downloads))
    );
  }
  return await processItems(this, async (i, signal) => {
    const job = await submit(i, signal);
    if (!options.wait) return [{ json: asJson(jobOutput(op.kind, job.created)) }];
    return [await finishJob(this, client, job, options, downloads, signal)];
  });
}

/** Creates item `i`'s job; the reference names the input file its outputs are named after. */
async function create(
  ctx: IExecuteFunctions,
  client: Client,
  op: Operation,
  fields: FieldSpec[],
  i: number,
  signal: AbortSignal,
): Promise<JobRef & { created: CreateResult }> {
  const params = readBody(ctx, fields, i);
  const created = (await client.run(op.key, params, {
    signal,
    hostSource: binaryFields(ctx, i),
  })) as CreateResult;
  return {
    id: created.id,
    kind: op.kind,
    itemIndex: i,
    inputName: inputName(ctx, op, params, i),
    created,
  };
}

/** The file name of the first file input given as a binary field of item `i`. */
function inputName(
  ctx: IExecuteFunctions,
  op: Operation,
  params: Record<string, unknown>,
  i: number,
): string | undefined {
  const binary = ctx.getInputData()[i]?.binary ?? {};
  for (const field of assetFields(op)) {
    const value = valueAt(params, field.path);
    if (typeof value === 'string' && binary[value.trim()]?.fileName)
      return binary[value.trim()]!.fileName;
  }
  return undefined;
}

/** Waits in-process for jobs already submitted (error items from Continue On Fail pass through). */
async function finishSubmitted(
  ctx: IExecuteFunctions,
  client: Client,
  submitted: INodeExecutionData[],
  refs: JobRef[],
  options: FinishOptions,
  downloads: Limit,
) {
  return await processItems(ctx, async (i, signal) => {
    const job = refs[i];
    if (!job) return [{ json: submitted[i]!.json }];
    return [await finishJob(ctx, client, job, options, downloads, signal)];
  });
}
