/**
 * What the watchdog reads at the service and what it makes of it: a reader per tenant (the core
 * client with the tenant's service API key) and the event a finished project stands for.
 */
import type { Project, ProjectKind } from '@genservice/core/internal';
import { createClient } from '@genservice/core/node';
import type { NewEvent } from './store/types';
import type { Tenant } from './tenants/types';

/** Reads one project of a tenant; rejects with `NotFoundError` when it is not of that kind. */
export type ProjectReader = (tenant: Tenant, kind: ProjectKind, id: string) => Promise<Project>;

const ACTION: Record<string, string> = {
  complete: 'completed',
  error: 'errored',
  canceled: 'canceled',
};

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

/**
 * The event a finished project stands for (`<kind>.completed`, `.errored` or `.canceled`, keyed
 * `<id>:<type>` like the service's own, so a real event and this one are one event); undefined
 * while it runs.
 */
export function finishedEvent(
  tenant: string,
  kind: string,
  id: string,
  project: Project,
  receivedAt: number,
): NewEvent | undefined {
  const action = ACTION[project.status];
  if (!action) return undefined;
  const type = `${kind}.${action}`;
  return {
    tenant,
    dedupeKey: `${id}:${type}`,
    type,
    projectId: id,
    payload: project,
    receivedAt,
  };
}
