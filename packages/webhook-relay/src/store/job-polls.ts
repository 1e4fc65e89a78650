/** The watchdog's started-job reads, written once for both databases. */
import { toDueJob, type JobPollStore } from './job-polls-schema';
import type { Sql } from './sql';

/** A final event of the project `<alias>` names is stored. */
const finalOf = (alias: string) => `EXISTS (SELECT 1 FROM events f
  WHERE f.tenant = ${alias}.tenant AND f.project_id = ${alias}.project_id
    AND (f.type LIKE '%.completed' OR f.type LIKE '%.errored' OR f.type LIKE '%.canceled'))`;

/**
 * Never-read started jobs (from the events: no row yet, quiet, no final event), then unfinished
 * rows due and free. `$1` now, `$2` quiet before, `$3` started after, `$4` limit.
 */
const DUE = `SELECT * FROM (
  SELECT e.tenant, e.project_id, substr(e.type, 1, length(e.type) - 8) AS kind,
    e.received_at AS started_at, 0 AS polls, 0 AS ended
  FROM events e
  WHERE e.type LIKE '%.started' AND e.received_at > $3 AND e.received_at <= $2
    AND NOT EXISTS (SELECT 1 FROM job_polls p WHERE p.tenant = e.tenant AND p.project_id = e.project_id)
    AND NOT EXISTS (SELECT 1 FROM events l WHERE l.tenant = e.tenant AND l.project_id = e.project_id
      AND l.received_at > $2)
    AND NOT ${finalOf('e')}
  UNION ALL
  SELECT p.tenant, p.project_id, p.kind, p.started_at, p.polls,
    CASE WHEN ${finalOf('p')} THEN 1 ELSE 0 END AS ended
  FROM job_polls p
  WHERE p.finished_at IS NULL AND p.next_poll_at <= $1 AND (p.lease_until IS NULL OR p.lease_until <= $1)
) due ORDER BY started_at, project_id LIMIT $4`;

/**
 * The claim is one upsert, like the ledger's: a never-read job inserts its row leased, a due and
 * free row takes the lease, anything else is left alone (no row returned). Racing claims
 * serialize on the primary key, so exactly one wins.
 */
const CLAIM = `INSERT INTO job_polls AS p (tenant, project_id, kind, started_at, polls, next_poll_at, lease_owner, lease_until)
  VALUES ($1, $2, $3, $4, 0, $5, $6, $7)
  ON CONFLICT (tenant, project_id) DO UPDATE SET lease_owner = EXCLUDED.lease_owner,
    lease_until = EXCLUDED.lease_until
  WHERE p.finished_at IS NULL AND p.next_poll_at <= $5 AND (p.lease_until IS NULL OR p.lease_until <= $5)
  RETURNING polls`;

const FINISH = `INSERT INTO job_polls AS p (tenant, project_id, kind, started_at, polls, next_poll_at, finished_at)
  VALUES ($1, $2, $3, $4, 0, $5, $5)
  ON CONFLICT (tenant, project_id) DO UPDATE SET finished_at = EXCLUDED.finished_at
  WHERE p.finished_at IS NULL AND (p.lease_until IS NULL OR p.lease_until <= $5)`;

/**
 * Started-job reads over either database. Claims commit durably; settlements and finishes are
 * relaxed on SQLite (one lost to a power cut only means the job is read once more, and what it
 * announces is deduplicated).
 */
export function storeJobPolls(sql: Sql): JobPollStore {
  return {
    due: async ({ now, quietBefore, since, limit }) =>
      (await sql.rows(DUE, [now, quietBefore, since, limit])).map(toDueJob),
    async claim(job, owner, now, until) {
      const won = await sql.rows(CLAIM, [
        job.tenant,
        job.projectId,
        job.kind,
        job.startedAt,
        now,
        owner,
        until,
      ]);
      return won.length > 0;
    },
    async settle(job, owner, { at, nextPollAt, finished }) {
      const changed = await sql.changes(
        `UPDATE job_polls SET polls = polls + 1, next_poll_at = $4, finished_at = $5,
          lease_owner = NULL, lease_until = NULL
        WHERE tenant = $1 AND project_id = $2 AND lease_owner = $3`,
        [job.tenant, job.projectId, owner, nextPollAt, finished ? at : null],
        { relaxed: true },
      );
      return changed > 0;
    },
    async finish(job, now) {
      await sql.changes(FINISH, [job.tenant, job.projectId, job.kind, job.startedAt, now], {
        relaxed: true,
      });
    },
  };
}
