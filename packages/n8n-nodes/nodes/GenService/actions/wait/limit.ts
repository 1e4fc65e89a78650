/**
 * "Limit Wait Time", as n8n's own Wait node has it: one limit for checking
 * and for paused runs, counted from when the node starts. When it ends first,
 * the item fails with the project ID (an error item with On Error set to
 * continue); the job keeps running and Project → Wait, or a re-run with the
 * same Dedupe Key, picks it up. The old "Timeout (Minutes)" option is read as
 * this limit.
 */
import { jobOutput, type OperationKind, type OutputFacts } from '@genservice/core/internal';
import {
  NodeOperationError,
  type IDataObject,
  type INode,
  type INodeProperties,
} from 'n8n-workflow';
import { withJob } from '../../helpers/job-error';

/** The limit of one run: its length and the absolute time (ms epoch) it ends. */
export interface WaitLimit {
  minutes: number;
  deadline: number;
}

/** The two options, in the shared Options collection. */
export const LIMIT_OPTIONS: INodeProperties[] = [
  {
    displayName: 'Limit Wait Time',
    name: 'limitWaitTime',
    type: 'boolean',
    default: false,
    description:
      'Whether to stop waiting after Max Wait, checking or paused. The job keeps running (and is charged): the node then fails with its project ID, or outputs it with the error when On Error is set to continue; Project → Wait picks it up later.',
  },
  {
    displayName: 'Max Wait (Minutes)',
    name: 'maxWaitMinutes',
    type: 'number',
    default: 30,
    typeOptions: { minValue: 0.1 },
    displayOptions: { show: { limitWaitTime: [true] } },
    description:
      'How long to wait for the results, counted from when this node starts. A paused workflow is checked about once a minute.',
  },
];

/** The limit the options set, starting at `now`; undefined when waiting has no limit. */
export function readWaitLimit(options: IDataObject, now: number): WaitLimit | undefined {
  const legacy = options.limitWaitTime === undefined && options.timeoutMinutes !== undefined;
  if (options.limitWaitTime !== true && !legacy) return undefined;
  const raw = Number(legacy ? options.timeoutMinutes : (options.maxWaitMinutes ?? 30));
  const minutes = Math.max(0.1, Number.isFinite(raw) && raw > 0 ? raw : 30);
  return { minutes, deadline: now + minutes * 60_000 };
}

/** A job still running when the limit ended, as the user sees it (with its run facts). */
export interface UnfinishedJob {
  id: string;
  kind: OperationKind;
  status: string | undefined;
  facts?: OutputFacts;
}

/** The message of a job the limit cut: what is still running, and how to pick it up. */
export function limitMessage(job: UnfinishedJob, limit: Pick<WaitLimit, 'minutes'>): string {
  const last = job.status ? ` (last status: ${job.status})` : '';
  const key = job.facts?.dedupeKey;
  const again = key ? `, or run again with Dedupe Key "${key}"` : '';
  return `Max Wait (${limit.minutes} min) ended before ${job.kind} project ${job.id} finished${last}. The job keeps running; get its result with Project → Wait and this project ID${again}`;
}

/** The output fields of a job the limit cut (error items carry them). */
export function unfinishedFields(job: UnfinishedJob): IDataObject {
  const output = jobOutput(job.kind, { id: job.id, status: job.status ?? 'queued' }, job.facts);
  return { ...(output as IDataObject), timedOut: true };
}

/** The error for a job the limit cut; its error item (Continue On Fail) carries the project. */
export function waitLimitError(
  node: INode,
  job: UnfinishedJob,
  limit: Pick<WaitLimit, 'minutes'>,
  itemIndex: number,
): NodeOperationError {
  const error = new NodeOperationError(node, limitMessage(job, limit), {
    itemIndex,
    description: `Project ID: ${job.id}. Turn off Limit Wait Time or raise Max Wait (Minutes) in Options to wait longer.`,
  });
  return withJob(error, unfinishedFields(job));
}
