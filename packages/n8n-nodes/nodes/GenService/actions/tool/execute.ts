/**
 * The one generic operation behind every catalog tool: for each item, read
 * the fields, upload binary inputs, create the job (submissions limited by
 * Max Concurrency), then wait for all jobs at once and download outputs, or
 * pause the run until the relay reports them ended.
 */
import {
  describeFields,
  getOperation,
  type Client,
  type FieldSpec,
  type OperationKind,
} from '@genservice/core';
import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { processItems, toJson } from '../../helpers/items';
import { limit, type Limit } from '../../helpers/limit';
import { clientFor } from '../../transport/client';
import { finishJob } from '../wait/finish';
import { firstItem, readFinishOptions, type FinishOptions } from '../wait/options';
import { canPause, pauseUntilJobsEnd } from '../wait/pause';
import { readBody } from './body';
import { uploadAssets } from './uploads';

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
    submissions(() => create(this, client, key, fields, i, signal));

  if (
    options.method === 'auto' &&
    canPause(this, credentials.relayUrl, op.kind, this.getInputData().length)
  ) {
    const submitted = await processItems(this, async (i, signal) => [
      { json: toJson(await submit(i, signal)) },
    ]);
    return (
      (await pauseUntilJobsEnd(this, client, submitted)) ??
      (await finishSubmitted(this, client, submitted, options, downloads))
    );
  }
  return await processItems(this, async (i, signal) => {
    const created = await submit(i, signal);
    if (!options.wait) return [{ json: toJson(created) }];
    return [
      await finishJob(this, client, { ...created, itemIndex: i }, options, downloads, signal),
    ];
  });
}

async function create(
  ctx: IExecuteFunctions,
  client: Client,
  key: string,
  fields: FieldSpec[],
  i: number,
  signal: AbortSignal,
) {
  const body = await uploadAssets(
    ctx,
    client,
    getOperation(key),
    readBody(ctx, fields, i),
    i,
    signal,
  );
  return await client.create(key, body, { signal });
}

/** Waits in-process for jobs already submitted (error items from Continue On Fail pass through). */
async function finishSubmitted(
  ctx: IExecuteFunctions,
  client: Client,
  submitted: INodeExecutionData[],
  options: FinishOptions,
  downloads: Limit,
) {
  return await processItems(ctx, async (i, signal) => {
    const { json } = submitted[i]!;
    if (json.error) return [{ json }];
    return [
      await finishJob(
        ctx,
        client,
        { id: String(json.id), kind: json.kind as OperationKind, itemIndex: i },
        options,
        downloads,
        signal,
      ),
    ];
  });
}
