/**
 * Projects a user is likely to pick in a "Project" dropdown: the service has no
 * project listing, so the app remembers the projects this connection created
 * (Zapier's per-connection cache, best effort) and, with a relay, adds the
 * projects of the relay's recent events. Reading or writing the memory never
 * fails a step.
 */
import { PROJECT_KINDS, type ProjectKind } from '@genservice/core/internal';
import type { Bundle, ZObject } from 'zapier-platform-core';
import { relayFor } from '../relay';

/** One remembered project, as the dropdown shows it. */
export interface RecentProject {
  id: string;
  kind: ProjectKind;
  name: string | null;
  /** The tool that made it ("Face Swap (Video)"), when known. */
  tool?: string;
  created_at: string;
}

const isProjectKind = (kind: string): kind is ProjectKind =>
  (PROJECT_KINDS as readonly string[]).includes(kind);

const CACHE_KEY = 'recent_projects';
const KEEP = 25;
const TTL_SEC = 30 * 24 * 3600;

/** Adds `project` to the connection's memory of recent projects (newest first, at most 25). */
export async function rememberProject(z: ZObject, project: RecentProject): Promise<void> {
  try {
    const known = await remembered(z);
    const next = [project, ...known.filter((p) => p.id !== project.id)].slice(0, KEEP);
    await z.cache.set(CACHE_KEY, next, TTL_SEC, ['auth']);
  } catch {
    // The cache is a convenience for dropdowns; a create must not fail because of it.
  }
}

/** Recent projects of this connection: remembered ones first, then the relay's recent events; no duplicates. */
export async function recentProjects(z: ZObject, bundle: Bundle): Promise<RecentProject[]> {
  const [mine, relayed] = await Promise.all([remembered(z), fromRelay(z, bundle)]);
  const seen = new Set<string>();
  return [...mine, ...relayed].filter((p) => !seen.has(p.id) && seen.add(p.id));
}

async function remembered(z: ZObject): Promise<RecentProject[]> {
  // The runtime's get takes a scope like set does; the type declaration omits it.
  const get: (key: string, scope?: string[]) => Promise<unknown> = z.cache.get;
  try {
    const value = await get(CACHE_KEY, ['auth']);
    return Array.isArray(value) ? (value as RecentProject[]).filter((p) => p && p.id) : [];
  } catch {
    return [];
  }
}

async function fromRelay(z: ZObject, bundle: Bundle): Promise<RecentProject[]> {
  const relay = relayFor(z, bundle);
  if (!relay) return [];
  const types = PROJECT_KINDS.flatMap((k) =>
    ['started', 'completed', 'errored'].map((a) => `${k}.${a}`),
  );
  try {
    const events = await relay.recentEvents(types, 50);
    return events.flatMap((e) => {
      const kind = e.type.split('.')[0] ?? '';
      if (!isProjectKind(kind)) return [];
      const { id, name, created_at } = e.data;
      return [{ id, kind, name: name ?? null, created_at: created_at ?? e.timestamp }];
    });
  } catch {
    return [];
  }
}
