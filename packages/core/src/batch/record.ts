/** What a batch created, so that a batch that stops still names every project it paid for. */
import { BatchStoppedError, type CreatedInRun } from '../errors/keyed';

/** A run or create result as hosts hold it (`client.run` results carry these). */
interface RunResult {
  id: string;
  status?: unknown;
  dedupeKey?: string | null;
  reused?: boolean;
}

export interface BatchRecord {
  /** Projects created in this run so far, in the order they were added. */
  readonly created: readonly CreatedInRun[];
  /** Records a created project, or updates its status when it is already recorded. */
  add(created: CreatedInRun): void;
  /** Records a run result unless it was reused (nothing was created); its status defaults to `queued`. */
  addResult(result: RunResult): void;
  /** The error to throw when the batch stops on `cause`, listing every created project. */
  stop(cause: unknown): BatchStoppedError;
}

/** An empty record of the projects a batch creates. */
export function createBatchRecord(): BatchRecord {
  const byId = new Map<string, CreatedInRun>();
  const record: BatchRecord = {
    get created() {
      return [...byId.values()].map((c) => ({ ...c }));
    },
    add(created) {
      byId.set(created.projectId, { ...created });
    },
    addResult(result) {
      if (result.reused) return;
      record.add({
        key: result.dedupeKey ?? null,
        projectId: result.id,
        status: typeof result.status === 'string' ? result.status : 'queued',
      });
    },
    stop(cause) {
      if (cause instanceof BatchStoppedError) return cause;
      return new BatchStoppedError(record.created, cause);
    },
  };
  return record;
}
