/**
 * The watchdog: a watch whose project has been quiet for `quietMs` is polled at
 * the service (tenants with an API key only). A terminal project becomes an
 * event through the normal ingest path, so a `canceled` job (which sends no
 * webhook) or a lost event still ends the watch; the dedupe key drops the
 * real event if it arrives later. When the event is already stored, the
 * duplicate still fires every watch of the project that has not fired.
 */
import {
  NotFoundError,
  PROJECT_KINDS,
  type Project,
  type ProjectKind,
} from '@genservice/core/internal';
import { createClient } from '@genservice/core/node';
import type { Logger } from 'pino';
import type { NewEvent, Store, Subscription } from './store/types';
import type { Tenant } from './tenants/types';

/** Reads one project of a tenant; rejects with `NotFoundError` when it is not of that kind. */
export type ProjectReader = (tenant: Tenant, kind: ProjectKind, id: string) => Promise<Project>;

const ACTION: Record<string, string> = {
  complete: 'completed',
  error: 'errored',
  canceled: 'canceled',
};
const KINDS: readonly ProjectKind[] = PROJECT_KINDS;

export interface WatchdogOptions {
  store: Store;
  /** Configured and hosted tenants (the directory); hosted tenants' keys come decrypted. */
  tenants: { byId(id: string): Promise<Tenant | undefined> };
  accept(event: NewEvent): Promise<unknown>;
  log: Logger;
  quietMs: number;
  intervalMs: number;
  now?: () => number;
  read?: ProjectReader;
}

/** The service client's reader: one client per tenant, `serviceBaseUrl` when set. */
export function serviceReader(): ProjectReader {
  const clients = new Map<string, ReturnType<typeof createClient>>();
  return (tenant, kind, id) => {
    let client = clients.get(tenant.id);
    if (!client) {
      client = createClient({
        apiKey: tenant.serviceApiKey ?? '',
        baseUrl: tenant.serviceBaseUrl,
        maxRetries: 1,
        timeoutMs: 15_000,
      });
      clients.set(tenant.id, client);
    }
    return client.projects.get(kind, id);
  };
}

export class Watchdog {
  private readonly lastPoll = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private readonly now: () => number;
  private readonly read: ProjectReader;

  constructor(private readonly o: WatchdogOptions) {
    this.now = o.now ?? Date.now;
    this.read = o.read ?? serviceReader();
  }

  start(): void {
    this.timer = setInterval(() => void this.runOnce(), this.o.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Polls every quiet watch once; resolves when done (a run already going is awaited instead). */
  runOnce(): Promise<void> {
    this.running ??= this.sweep().finally(() => (this.running = undefined));
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
      let project: Project;
      try {
        project = await this.read(tenant, kind, id);
      } catch (error) {
        if (error instanceof NotFoundError) continue;
        throw error;
      }
      const action = ACTION[project.status];
      if (!action) return;
      const type = `${kind}.${action}`;
      this.o.log.info(
        { subscription: watch.id, project: id, type },
        'watchdog found the project finished',
      );
      await this.o.accept({
        tenant: tenant.id,
        dedupeKey: `${id}:${type}`,
        type,
        projectId: id,
        payload: project,
        receivedAt: this.now(),
      });
      return;
    }
  }
}
