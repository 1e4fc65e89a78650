/**
 * A run that stops on an error (without Continue On Fail) must not lose what
 * it paid for: the error names every project created in the run, with its
 * Dedupe Key and last known status; keyed ones are recorded under their keys,
 * so a re-run reuses them. An error about the run's only project already
 * names it and stays as it is.
 */
import type { BatchRecord } from '@genservice/core/internal';
import { NodeOperationError, type INode } from 'n8n-workflow';
import { toNodeError } from '../../helpers/errors';
import { jobFieldsOf } from '../../helpers/job-error';
import type { ItemJob } from './create';

/** Records `job` (created in this run, not reused) with its last known status. */
export function recordJob(record: BatchRecord, job: ItemJob): void {
  if (job.facts?.reused === true) return;
  record.add({ key: job.facts?.dedupeKey ?? null, projectId: job.id, status: job.status });
}

/** `cause` as the node's error; when projects were created, one that lists them all. */
export function stoppedError(node: INode, record: BatchRecord, cause: unknown): Error {
  const error = toNodeError(node, cause, 0);
  const { created } = record;
  const own = jobFieldsOf(cause)?.project_id ?? jobFieldsOf(error)?.project_id;
  if (created.length === 0 || (created.length === 1 && created[0]!.projectId === own)) return error;
  const stopped = record.stop(cause);
  const lines = created.map(
    (c) => `${c.key === null ? '(no dedupe key)' : c.key}: project ${c.projectId} (${c.status})`,
  );
  const kept = created.some((c) => c.key !== null)
    ? ' Keyed projects are remembered under their keys: a re-run with the same keys reuses them.'
    : '';
  return new NodeOperationError(node, stopped.message, {
    description: `${error.description ? `${error.description}\n\n` : ''}Created in this run:\n${lines.join('\n')}${kept}`,
    itemIndex: (error as { context?: { itemIndex?: number } }).context?.itemIndex,
  });
}
