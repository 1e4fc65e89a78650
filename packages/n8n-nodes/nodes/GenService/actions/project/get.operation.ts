/** Project → Get: the project with fresh download URLs (they expire after 24 hours). */
import { jobOutput } from '@genservice/core/internal';
import { asJson } from '../wait/finish';
import { projectOperation } from './shared';

/** One output per item: the project in the core's flat output shape. */
export const { option, properties, execute } = projectOperation(
  { name: 'Get', action: 'Get a project', description: 'Get a project with fresh download URLs' },
  async (client, { kind, id }, signal) =>
    asJson(jobOutput(kind, await client.jobs.get(kind, id, { signal }))),
);
