/** The hidden trigger behind every "Project" dropdown: recent projects of this connection. */
import type { Bundle, ZObject } from 'zapier-platform-core';
import { recentProjects, type RecentProject } from '../recent/projects';

/** The dropdown's `dynamic` reference. */
export const RECENT_PROJECTS_REF = 'recent_projects.id.name';

/** How one project reads in the dropdown: its name, the tool or kind, and when it was made. */
export function choiceLabel(p: RecentProject): string {
  const what = p.tool ?? `${p.kind} project`;
  const when = p.created_at ? ` · ${p.created_at.slice(0, 16).replace('T', ' ')}` : '';
  return `${p.name || p.id} (${what}${when})`;
}

/** The trigger, keyed `recent_projects`. */
export const recentProjectsTrigger = {
  key: 'recent_projects',
  noun: 'Project',
  display: {
    label: 'List Recent Projects',
    description: 'Lists the projects this connection created recently, for dropdowns.',
    hidden: true,
  },
  operation: {
    perform: async (z: ZObject, bundle: Bundle) =>
      (await recentProjects(z, bundle)).map((p) => ({
        id: p.id,
        name: choiceLabel(p),
        kind: p.kind,
      })),
    sample: {
      id: 'cuid-example-video',
      name: 'Clip (Face Swap (Video) · 2026-01-01 00:00)',
      kind: 'video',
    },
    outputFields: [
      { key: 'id', label: 'Project ID' },
      { key: 'name', label: 'Project' },
      { key: 'kind', label: 'Kind' },
    ],
  },
};
