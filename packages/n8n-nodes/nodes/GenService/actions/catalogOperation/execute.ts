/**
 * The one generic operation behind every catalog tool: read every item's
 * fields and Dedupe Key, refuse the run before any create when it is over
 * its credit budget, create each item's job (create.ts; submissions limited
 * by Max Concurrency), then wait for all jobs at once and download outputs,
 * or pause the run until the jobs end. A run that stops on an error names
 * every project it created (stopped.ts).
 */
import {
  createBatchRecord,
  describeFields,
  getOperation,
  jobOutput,
  type Client,
} from '@genservice/core/internal';
import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { processItems } from '../../helpers/items';
import { jobFieldsOf } from '../../helpers/job-error';
import { limit, type Limit } from '../../helpers/limit';
import { ledgerFor } from '../../ledger/for-run';
import { clientFor } from '../../transport/client';
import { asJson, finishJob, shownItems } from '../wait/finish';
import { firstItem, readFinishOptions, type FinishOptions } from '../wait/options';
import { canPause, pauseUntilJobsEnd } from '../wait/pause';
import { readBody } from './body';
import { checkRunBudget, type PlannedItem } from './budget';
import { createItemJob, type ItemJob } from './create';
import { dedupeKeyAt, readKeyedOptions } from './keyed';
import { recordJob, stoppedError } from './stopped';

type Submit = (i: number, signal: AbortSignal) => Promise<ItemJob>;

/** Runs catalog operation `key` for every input item; outputs keep input order and pairing. */
export async function executeCatalogOperation(
  this: IExecuteFunctions,
  key: string,
): Promise<INodeExecutionData[]> {
  const op = getOperation(key);
  const fields = describeFields(op);
  const param = firstItem(this);
  const options = readFinishOptions(param, true);
  const keyed = readKeyedOptions((param('options', {}) ?? {}) as IDataObject);
  const { client, credentials } = await clientFor(this);
  const planned: PlannedItem[] = this.getInputData().map((_, i) => ({
    params: readOrUndefined(() => readBody(this, fields, i)),
    key: dedupeKeyAt(this, i),
  }));
  const ledger = planned.some((p) => p.key)
    ? ledgerFor(this, credentials, keyed.windowMs, Date.now(), keyed.sharedKeys && op.key)
    : undefined;
  const estimates = await checkRunBudget(this.getNode(), client, op.key, planned, ledger, {
    ...keyed,
    concurrency: options.maxConcurrency,
  });

  const record = createBatchRecord();
  /** Set when a create failed without Continue On Fail, before its slot frees: no create starts after it. */
  let failedCreate = false;
  const submissions = limit(options.maxConcurrency);
  const downloads = limit(options.maxConcurrency);
  const submit: Submit = async (i, signal) => {
    const input = { i, estimate: estimates[i] ?? null, ledger, keyed, signal };
    const job = await submissions(async () => {
      if (failedCreate) throw await stopped(signal);
      return await createItemJob(this, client, op, fields, planned[i]!, input).catch(
        async (err: unknown) => {
          if (!this.continueOnFail()) failedCreate = true;
          return await Promise.reject(err as Error);
        },
      );
    });
    recordJob(record, job);
    return job;
  };
  const pausable =
    options.method === 'auto' &&
    (!options.limit || options.limit.deadline > Date.now()) &&
    canPause(this, credentials.relayUrl, op.kind, planned.length);
  try {
    if (pausable)
      return shownItems(await submitThenPause(this, client, submit, options, downloads), options);
    const items = await processItems(this, async (i, signal) => {
      const job = await submit(i, signal);
      if (!options.wait) return [submittedItem(job)];
      const item = await finishJob(this, client, job, options, downloads, signal).catch(
        async (err: unknown) => {
          const status = jobFieldsOf(err)?.status;
          if (typeof status === 'string') recordJob(record, { ...job, status });
          return await Promise.reject(err as Error);
        },
      );
      recordJob(record, { ...job, status: String(item.json.status ?? job.status) });
      return [item];
    });
    return shownItems(items, options);
  } catch (err) {
    throw stoppedError(this.getNode(), record, err);
  }
}

/** The batch's stop reason, once the batch signal says it stopped. */
async function stopped(signal: AbortSignal): Promise<unknown> {
  if (!signal.aborted)
    await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
  return signal.reason;
}

function readOrUndefined<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** A job as created (or reused): its create record's output plus the key, reuse and estimate. */
const submittedItem = (job: ItemJob): INodeExecutionData => ({
  json: { ...asJson(jobOutput(job.kind, job.record)), ...job.extra },
});

/** Submits every item, then pauses the run until the jobs end, or waits in-process when it cannot. */
async function submitThenPause(
  ctx: IExecuteFunctions,
  client: Client,
  submit: Submit,
  options: FinishOptions,
  downloads: Limit,
): Promise<INodeExecutionData[]> {
  const refs: ItemJob[] = [];
  const submitted = await processItems(ctx, async (i, signal) => {
    const job = (refs[i] = await submit(i, signal));
    return [submittedItem(job)];
  });
  const paused = await pauseUntilJobsEnd(ctx, client, submitted, refs, options.limit);
  if (paused) return paused;
  return await processItems(ctx, async (i, signal) => {
    const job = refs[i];
    if (!job) return [{ json: submitted[i]!.json }];
    return [await finishJob(ctx, client, job, options, downloads, signal)];
  });
}
