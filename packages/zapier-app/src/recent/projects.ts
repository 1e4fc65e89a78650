/**
 * Projects a user is likely to pick in a "Project" dropdown: the service has no
 * project listing, so the app remembers the projects this connection created
 * (`memory.ts`) and, with a relay, adds the
 * projects of the relay's recent events. Reading or writing the memory never
 * fails a step.
 */
import { PROJECT_KINDS, type ProjectKind } from '@genservice/core/internal';
import type { Bundle, ZObject } from 'zapier-platform-core';
import { relayFor } from '../relay';
import { recall, remember } from './memory';

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

/** Adds `project` to the connection's memory of recent projects (newest first, at most 25). */
export async function rememberProject(z: ZObject, project: RecentProject): Promise<void> {
  await remember(z, CACHE_KEY, project);
}

/** Recent projects of this connection: remembered ones first, then the relay's recent events; no duplicates. */
export async function recentProjects(z: ZObject, bundle: Bundle): Promise<RecentProject[]> {
  const [mine, relayed] = await Promise.all([
    recall<RecentProject>(z, CACHE_KEY),
    fromRelay(z, bundle),
  ]);
  const seen = new Set<string>();
  return [...mine, ...relayed].filter((p) => !seen.has(p.id) && seen.add(p.id));
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
