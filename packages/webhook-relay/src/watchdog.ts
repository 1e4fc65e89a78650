/**
 * The watchdog, run every `intervalMs` (tenants with a service API key only). It reads at the
 * service (1) every watch whose project has been quiet for `quietMs`, and (2) every started job
 * that went quiet with no final event (started-jobs.ts). A finished project becomes an event
 * through the normal ingest path, so a `canceled` job (which sends no webhook) or a lost event
 * still reaches subscribers and ends watches; the dedupe key drops the real event if it arrives
 * later. When the event is already stored, the duplicate still fires every watch of the project
 * that has not fired.
 */
import { NotFoundError, PROJECT_KINDS, type ProjectKind } from '@genservice/core/internal';
import { finishedEvent, serviceReader, type ProjectReader } from './project-reads';
import { StartedJobs, type StartedJobsOptions } from './started-jobs';
import type { Subscription } from './store/types';
import type { Tenant } from './tenants/types';

export type { ProjectReader } from './project-reads';

const KINDS: readonly ProjectKind[] = PROJECT_KINDS;

/** The started-jobs options, with the clock and the reader optional (the service by default). */
export interface WatchdogOptions extends Omit<StartedJobsOptions, 'read'> {
  now?: () => number;
  read?: ProjectReader;
}

export class Watchdog {
  private readonly lastPoll = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private readonly now: () => number;
  private readonly read: ProjectReader;
  private readonly started: StartedJobs;

  constructor(private readonly o: WatchdogOptions) {
    this.now = o.now ?? Date.now;
    this.read = o.read ?? serviceReader();
    this.started = new StartedJobs({ ...o, read: this.read });
  }

  start(): void {
    this.timer = setInterval(() => void this.runOnce(), this.o.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /**
   * Polls every quiet watch, then every due started job, once; resolves when done (a run already
   * going is awaited instead).
   */
  runOnce(): Promise<void> {
    this.running ??= this.sweep()
      .then(() => this.started.pass(this.now()))
      .catch((error) => this.o.log.warn({ err: error }, 'watchdog could not list started jobs'))
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async sweep(): Promise<void> {
    const now = this.now();
    const watches = await this.o.store.listWatches().catch(() => []);
    const current = new Set(watches.map((w) => w.id));
    for (const id of this.lastPoll.keys()) if (!current.has(id)) this.lastPoll.delete(id);
    for (const watch of watches) {
      const tenant = await this.o.tenants.byId(watch.tenant).catch(() => undefined);
      if (!tenant?.serviceApiKey || tenant.disabled || !watch.projectId) continue;
      const lastEvent =
        (await this.o.store.lastEventAt(watch.tenant, watch.projectId).catch(() => undefined)) ?? 0;
      const quietSince = Math.max(watch.createdAt, lastEvent, this.lastPoll.get(watch.id) ?? 0);
      if (now - quietSince < this.o.quietMs) continue;
      this.lastPoll.set(watch.id, now);
      await this.poll(tenant, watch).catch((error) =>
        this.o.log.warn(
          { subscription: watch.id, err: error },
          'watchdog could not read the project',
        ),
      );
    }
  }

  private async poll(tenant: Tenant, watch: Subscription): Promise<void> {
    const id = watch.projectId!;
    for (const kind of watch.kind ? [watch.kind as ProjectKind] : KINDS) {
      let project;
      try {
        project = await this.read(tenant, kind, id);
      } catch (error) {
        if (error instanceof NotFoundError) continue;
        throw error;
      }
      const event = finishedEvent(tenant.id, kind, id, project, this.now());
      if (!event) return;
      this.o.log.info(
        { subscription: watch.id, project: id, type: event.type },
        'watchdog found the project finished',
      );
      await this.o.accept(event);
      return;
    }
  }
}
