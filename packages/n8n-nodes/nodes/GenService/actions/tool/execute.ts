/**
 * The one generic operation behind every catalog tool: for each item, read
 * the fields, upload binary inputs, create the job (submissions limited by
 * Max Concurrency), then wait for all jobs at once and download outputs.
 */
import { describeFields, getOperation, type Client } from '@genservice/core';
import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { processItems, toJson } from '../../helpers/items';
import { limit } from '../../helpers/limit';
import { clientFor } from '../../transport/client';
import { finishJob } from '../common/finish';
import { readFinishOptions } from '../common/options';
import { readBody } from './body';
import { uploadAssets } from './uploads';

/** Runs catalog operation `key` for every input item; outputs keep input order and pairing. */
export async function executeTool(this: IExecuteFunctions, key: string): Promise<INodeExecutionData[]> {
  const op = getOperation(key);
  const fields = describeFields(op);
  const options = readFinishOptions(this, true);
  const { client } = await clientFor(this);
  const submissions = limit(options.maxConcurrency);
  const downloads = limit(options.maxConcurrency);

  return await processItems(this, async (i, signal) => {
    const created = await submissions(() => submit(this, client, key, fields, i, signal));
    if (!options.wait) return [{ json: toJson(created) }];
    return [await finishJob(this, client, { ...created, itemIndex: i }, options, downloads, signal)];
  });
}

async function submit(ctx: IExecuteFunctions, client: Client, key: string, fields: ReturnType<typeof describeFields>, i: number, signal: AbortSignal) {
  const op = getOperation(key);
  const body = await uploadAssets(ctx, client, op, readBody(ctx, fields, i), i, signal);
  return await client.create(key, body, { signal });
}
