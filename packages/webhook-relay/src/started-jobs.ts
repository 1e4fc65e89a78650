/**
 * The watchdog's second duty: every job whose `<kind>.started` event the relay stored and that
 * went quiet with no final event is read once at the service (tenants with a service API key
 * only). A canceled job, which the service never announces, becomes `<kind>.canceled`; a
 * completed or errored one recovers its lost event; one still running is read again after 2, 4,
 * 8… quiet periods, and last when `giveUpMs` have passed since it started. Each read is claimed
 * in the store, so of several relays on one PostgreSQL one reads a job at a time.
 */
import { randomUUID } from 'node:crypto';
import { NotFoundError, type ProjectKind } from '@genservice/core/internal';
import type { Logger } from 'pino';
import { finishedEvent, type ProjectReader } from './project-reads';
import type { DueJob } from './store/job-polls-schema';
import type { NewEvent, Store } from './store/types';
import type { Tenant } from './tenants/types';

/** How long a claimed read hides the job from other relays (a dead relay's job waits this long). */
export const JOB_READ_LEASE_MS = 120_000;
/** Most jobs read in one pass. */
const PER_PASS = 100;
/** How far back a pass looks before the previous one's line (commit delays, clock skew). */
const OVERLAP_MS = 60_000;

/** What a watchdog pass needs: the store, tenants, the ingest path, a reader and the timings. */
export interface StartedJobsOptions {
  store: Store;
  /** Configured and hosted tenants (the directory); hosted tenants' keys come decrypted. */
  tenants: { byId(id: string): Promise<Tenant | undefined> };
  accept(event: NewEvent): Promise<unknown>;
  read: ProjectReader;
  log: Logger;
  quietMs: number;
  /** How long after its started event a job still running is read again; then it is left. */
  giveUpMs: number;
  intervalMs: number;
}

/** When a job still running after its `polls`-th read is read next, and whether that is the end. */
export function nextRead(
  job: DueJob,
  polls: number,
  now: number,
  o: { quietMs: number; giveUpMs: number },
): { nextPollAt: number; finished: boolean } {
  const end = job.startedAt + o.giveUpMs;
  const gap = o.quietMs * 2 ** Math.min(polls, 30);
  return { nextPollAt: Math.min(now + gap, end), finished: now >= end };
}

/**
 * Reads quiet started jobs; `pass(now)` reads every job due at `now` once (at most 100). Jobs of
 * tenants without a service API key, disabled or unknown are marked done unread; when the tenant
 * directory fails, the job waits for the next pass. The first pass looks through the whole
 * give-up window; later ones only at started events that went quiet since the last pass that
 * handled all it listed (jobs read before are found through their rows), so a pass stays cheap
 * however many jobs completed normally.
 */
export class StartedJobs {
  private readonly owner = `watchdog-${process.pid}-${randomUUID().slice(0, 8)}`;
  /** The quiet line of the last pass that handled every job it listed: later passes start there. */
  private handledTo: number | undefined;

  constructor(private readonly o: StartedJobsOptions) {}

  async pass(now: number): Promise<void> {
    const { quietMs, giveUpMs, intervalMs } = this.o;
    const quietBefore = now - quietMs;
    const window = now - Math.max(giveUpMs, quietMs + intervalMs);
    const since = Math.max(window, (this.handledTo ?? window) - OVERLAP_MS);
    const due = await this.o.store.jobPolls.due({ now, quietBefore, since, limit: PER_PASS });
    let handled = due.length < PER_PASS;
    const tenants = new Map<string, Tenant | undefined | null>();
    for (const job of due) {
      if (!tenants.has(job.tenant))
        tenants.set(job.tenant, await this.o.tenants.byId(job.tenant).catch(() => null));
      const tenant = tenants.get(job.tenant);
      if (tenant === null && !job.ended) {
        handled = false;
        continue;
      }
      if (job.ended || !tenant?.serviceApiKey || tenant.disabled) {
        await this.o.store.jobPolls.finish(job, now);
        continue;
      }
      if (!(await this.o.store.jobPolls.claim(job, this.owner, now, now + JOB_READ_LEASE_MS)))
        continue;
      await this.readClaimed(tenant, job, now).catch((error) =>
        this.o.log.warn(
          { project: job.projectId, tenant: job.tenant, err: error },
          'watchdog could not record a started job’s read',
        ),
      );
    }
    if (handled) this.handledTo = quietBefore;
  }

  /**
   * Reads a claimed job and settles it. A failed read counts as a read (the job is read again
   * later, within the bound); when storing the found event fails, the claim is left to lapse so
   * the job is read again after the lease.
   */
  private async readClaimed(tenant: Tenant, job: DueJob, now: number): Promise<void> {
    const polls = job.polls + 1;
    let project;
    try {
      project = await this.o.read(tenant, job.kind as ProjectKind, job.projectId);
    } catch (error) {
      const gone = error instanceof NotFoundError;
      if (!gone)
        this.o.log.warn(
          { project: job.projectId, tenant: job.tenant, err: error },
          'watchdog could not read a started job; it reads it again later',
        );
      const outcome = gone
        ? { nextPollAt: now, finished: true }
        : nextRead(job, polls, now, this.o);
      await this.o.store.jobPolls.settle(job, this.owner, { at: now, ...outcome });
      return;
    }
    const event = finishedEvent(tenant.id, job.kind, job.projectId, project, now);
    if (event) {
      this.o.log.info(
        { project: job.projectId, tenant: job.tenant, type: event.type },
        'watchdog found a started job finished',
      );
      await this.o.accept(event);
    }
    const outcome = event ? { nextPollAt: now, finished: true } : nextRead(job, polls, now, this.o);
    await this.o.store.jobPolls.settle(job, this.owner, { at: now, ...outcome });
  }
}
