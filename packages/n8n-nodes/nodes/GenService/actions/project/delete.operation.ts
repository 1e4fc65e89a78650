/** Project → Delete: permanently deletes the project's outputs (not reversible). */
import { projectOperation } from './shared';

/** One output per item: `{ id, kind, deleted: true }`. */
export const { option, properties, execute } = projectOperation(
  {
    name: 'Delete',
    action: 'Delete a project',
    description: 'Permanently delete a project and its outputs',
  },
  async (client, { kind, id }, signal) => {
    await client.jobs.delete(kind, id, { signal });
    return { id, kind, deleted: true };
  },
);
