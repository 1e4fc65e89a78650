/**
 * Ending a paused run, from the node's restart webhook that the relay's
 * watches call: the jobs come from the paused run's state (state.ts), their
 * state is read from the service (the delivery body is only a wake-up call),
 * and the run stays paused, watching the next running job, until every job
 * has ended. Failed jobs yield items with `error`, as Continue On Fail (a
 * condition of pausing) asks: n8n cannot fail a node once a webhook resumed
 * it. Never throws: n8n would resume the run with an empty item; a 503 makes
 * the relay retry.
 */
import { JobFailedError, jobOutput, settle, type Project } from '@genservice/core/internal';
import type { INodeExecutionData, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';
import { limit, type Limit } from '../../helpers/limit';
import { clientFor } from '../../transport/client';
import { relayFor } from '../../transport/relay';
import { asJson, finishedItem, shownItems } from './finish';
import { readFinishOptions, type FinishOptions } from './options';
import { readPausedRun, type PausedJob } from './state';
import { watchUntilDone } from './watch';

/** The restart webhook: the node's output once every job has ended; an acknowledgement that keeps the run paused otherwise. */
export async function resumePausedRun(this: IWebhookFunctions): Promise<IWebhookResponseData> {
  const run = readPausedRun(this.getQueryData() as Record<string, unknown>);
  if (!run) return answer(this, 400, 'Missing or malformed paused-run state');
  try {
    const { client } = await clientFor(this);
    const projects = await watchUntilDone(await relayFor(this), client, run);
    if (projects === 'watching') return { webhookResponse: { paused: true } };
    return { workflowData: [await endedItems(this, run.jobs, projects)] };
  } catch (err) {
    return answer(
      this,
      503,
      `Could not read the jobs or watch the next one: ${(err as Error).message}`,
    );
  }
}

/** One item per job, paired with its input item; a failed job or download yields an item with `error`. */
async function endedItems(
  ctx: IWebhookFunctions,
  jobs: PausedJob[],
  projects: (Project | undefined)[],
): Promise<INodeExecutionData[]> {
  const options = readFinishOptions((name, fallback) => ctx.getNodeParameter(name, fallback), true);
  const downloads = limit(options.maxConcurrency);
  const items = await Promise.all(
    jobs.map(async (job, i) => {
      const item = await endedItem(ctx, job, projects[i], options, downloads).catch(
        (err: Error) => ({ json: { ...job, error: err.message } }),
      );
      return { ...item, pairedItem: { item: i } };
    }),
  );
  return shownItems(items, options);
}

function answer(ctx: IWebhookFunctions, status: number, message: string): IWebhookResponseData {
  ctx.getResponseObject().status(status).json({ message });
  return { noWebhookResponse: true };
}

async function endedItem(
  ctx: IWebhookFunctions,
  job: PausedJob,
  project: Project | undefined,
  options: FinishOptions,
  downloads: Limit,
): Promise<INodeExecutionData> {
  if (!('id' in job) || !project) return { json: { error: 'error' in job ? job.error : 'failed' } };
  try {
    const ref = { kind: job.kind, inputName: job.input, facts: job.facts };
    return await finishedItem(ctx, settle(project), ref, options, downloads);
  } catch (err) {
    const failed = err instanceof JobFailedError ? { error_code: err.code } : {};
    const output = asJson(jobOutput(job.kind, project, job.facts));
    return { json: { ...output, error: (err as Error).message, ...failed } };
  }
}
