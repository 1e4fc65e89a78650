/**
 * The watchdog's record of started jobs it reads at the service: one row per (tenant, project),
 * the same table in SQLite and PostgreSQL, and the operations both stores implement.
 */

/** The table, with `{{bigint}}` filled per dialect by `schemaSql`. */
export const JOB_POLL_TABLES = `
CREATE TABLE IF NOT EXISTS job_polls (
  tenant TEXT NOT NULL,
  project_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  started_at {{bigint}} NOT NULL,
  polls INTEGER NOT NULL DEFAULT 0,
  next_poll_at {{bigint}} NOT NULL,
  lease_owner TEXT,
  lease_until {{bigint}},
  finished_at {{bigint}},
  PRIMARY KEY (tenant, project_id)
);
CREATE INDEX IF NOT EXISTS job_polls_due ON job_polls (next_poll_at) WHERE finished_at IS NULL;
CREATE INDEX IF NOT EXISTS events_started ON events (received_at) WHERE type LIKE '%.started';
`;

/** Retention: rows of jobs started before the store's cutoff `$1`. */
export const JOB_POLL_PRUNE_SQL = `DELETE FROM job_polls WHERE started_at < $1`;

/** A started job the watchdog may read now. */
export interface DueJob {
  tenant: string;
  projectId: string;
  /** `video`, `image` or `audio`, from its `<kind>.started` event. */
  kind: string;
  startedAt: number;
  /** Reads so far (0: never read). */
  polls: number;
  /** A final event (completed, errored, canceled) is stored: nothing to read, only to finish. */
  ended: boolean;
}

/** Which started jobs are due: quiet since `quietBefore`, started after `since`, at most `limit`. */
export interface DueQuery {
  now: number;
  quietBefore: number;
  since: number;
  limit: number;
}

/**
 * Started jobs of every tenant and their reads. Claims are atomic in the store (several relays on
 * one PostgreSQL included): of racing claims of one job exactly one wins, and a claim lapses at
 * its lease end so a dead relay's job is read by another.
 */
export interface JobPollStore {
  /**
   * Jobs due for a read: started (`<kind>.started` stored) after `since` with no final event,
   * quiet (no event) since `quietBefore` and never read; or read before, unfinished, due by
   * `now` and not leased. Oldest first.
   */
  due(query: DueQuery): Promise<DueJob[]>;
  /** Leases the job to `owner` until `until` when it is unfinished, due and free; false otherwise. */
  claim(job: DueJob, owner: string, now: number, until: number): Promise<boolean>;
  /**
   * Records a read by `owner` (the lease holder) and frees the job: due again at `nextPollAt`, or
   * finished when `finished`; false when `owner` no longer holds it.
   */
  settle(
    job: DueJob,
    owner: string,
    outcome: { at: number; nextPollAt: number; finished: boolean },
  ): Promise<boolean>;
  /** Finishes a job without reading it (ended, or its tenant cannot be read); a leased job is left. */
  finish(job: DueJob, now: number): Promise<void>;
}

/** A due row from either store (PostgreSQL answers BIGINT as strings). */
export function toDueJob(row: Record<string, unknown>): DueJob {
  return {
    tenant: String(row.tenant),
    projectId: String(row.project_id),
    kind: String(row.kind),
    startedAt: Number(row.started_at),
    polls: Number(row.polls),
    ended: Boolean(Number(row.ended)),
  };
}
