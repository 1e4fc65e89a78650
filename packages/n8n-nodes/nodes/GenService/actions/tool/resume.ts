/**
 * Ending a paused run, from the node's restart webhook that the relay's
 * watches call: the jobs come from the resume URL, their state is read from
 * the service (the delivery body is only a wake-up call), and the run stays
 * paused until every job has ended. Failed jobs yield items with `error`, as
 * Continue On Fail (a condition of pausing) asks: n8n cannot fail a node
 * once a webhook resumed it.
 */
import { JobFailedError, settle, TERMINAL_STATUSES, type Client, type Project } from '@genservice/core';
import type { IDataObject, IExecuteFunctions, INodeExecutionData, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';
import { toJson } from '../../helpers/items';
import { limit, type Limit } from '../../helpers/limit';
import { clientFor } from '../../transport/client';
import { finishedItem } from '../common/finish';
import { readFinishOptions, type FinishOptions } from '../common/options';
import { decodeJobs, type PausedJob } from './relayWait';

/** The restart webhook: the node's output once every job has ended; an acknowledgement that keeps the run paused otherwise. */
export async function resumeFromRelay(this: IWebhookFunctions): Promise<IWebhookResponseData> {
  const jobs = decodeJobs(String((this.getQueryData() as { jobs?: unknown }).jobs ?? ''));
  if (!jobs) {
    this.getResponseObject().status(400).json({ message: 'Missing or malformed jobs parameter' });
    return { noWebhookResponse: true };
  }
  const { client } = await clientFor(this);
  const projects = await readUntilRunning(client, jobs);
  if (!projects) return { webhookResponse: { paused: true } };

  const params = { getNodeParameter: (name: string, _item: number, fallback?: unknown) => this.getNodeParameter(name, fallback) };
  const options = readFinishOptions(params as Pick<IExecuteFunctions, 'getNodeParameter'>, true);
  const downloads = limit(options.maxConcurrency);
  const items = await Promise.all(
    jobs.map(async (job, i) => {
      const item = await endedItem(this, job, projects[i], options, downloads).catch((err: Error) => ({ json: { id: job.id, kind: job.kind, error: err.message } }));
      return { ...item, pairedItem: { item: i } };
    }),
  );
  return { workflowData: [items] };
}

/**
 * Every job's project when all have ended; undefined at the first one still running. Reads go in
 * rounds of 10 and stop early, so the N wake-ups of an N-item batch cost about N·ln N reads
 * rather than N².
 */
async function readUntilRunning(client: Client, jobs: PausedJob[]): Promise<(Project | undefined)[] | undefined> {
  const projects: (Project | undefined)[] = [];
  for (let at = 0; at < jobs.length; at += 10) {
    const round = await Promise.all(jobs.slice(at, at + 10).map((j) => (j.id ? client.projects.get(j.kind!, j.id) : undefined)));
    if (round.some((p) => p && !TERMINAL_STATUSES.includes(p.status))) return undefined;
    projects.push(...round);
  }
  return projects;
}

async function endedItem(ctx: IWebhookFunctions, job: PausedJob, project: Project | undefined, options: FinishOptions, downloads: Limit): Promise<INodeExecutionData> {
  if (!job.id || !project) return { json: { error: job.error ?? 'failed' } };
  try {
    return await finishedItem(ctx, toJson(settle(project)), job.kind!, options, downloads);
  } catch (err) {
    const failed = err instanceof JobFailedError ? { error_code: err.code } : {};
    return { json: { ...(project as IDataObject), kind: job.kind, error: (err as Error).message, ...failed } };
  }
}
