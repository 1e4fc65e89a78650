/**
 * Finds a project by id. With a kind the one collection is read; without one,
 * video, image and audio are tried in turn. No match returns `[]`.
 */
import { NotFoundError, PROJECT_KINDS, type ProjectKind } from '@genservice/core';
import type { Bundle, ZObject } from 'zapier-platform-core';
import { mapErrors } from '../errors';
import { projectOutput, projectOutputFields, sampleProject, type ProjectOutput } from '../outputs';
import { clientFor } from '../service';

const KINDS: readonly ProjectKind[] = PROJECT_KINDS;

async function perform(z: ZObject, bundle: Bundle): Promise<ProjectOutput[]> {
  const id = String(bundle.inputData.project_id ?? '').trim();
  if (!id) return [];
  const kind = bundle.inputData.kind as ProjectKind | undefined;
  const client = clientFor(z, bundle);
  for (const k of KINDS.includes(kind as ProjectKind) ? [kind as ProjectKind] : KINDS) {
    try {
      return [projectOutput(k, await client.projects.get(k, id))];
    } catch (err) {
      if (!(err instanceof NotFoundError)) throw err;
    }
  }
  return [];
}

/** The "Find Project" search. */
export const findProject = {
  key: 'find_project',
  noun: 'Project',
  display: {
    label: 'Find Project',
    description: 'Finds a video, image or audio project by its ID, with fresh download URLs.',
  },
  operation: {
    inputFields: [
      {
        key: 'project_id',
        label: 'Project ID',
        required: true,
        helpText:
          'The ID returned when the project was created (the service has no project list to pick from).',
      },
      {
        key: 'kind',
        label: 'Kind',
        required: false,
        choices: { video: 'Video', image: 'Image', audio: 'Audio' },
        helpText: 'The kind of project. Leave empty to look in every kind.',
      },
    ],
    perform: (z: ZObject, bundle: Bundle) => mapErrors(z, () => perform(z, bundle)),
    sample: sampleProject('video'),
    outputFields: [...projectOutputFields],
  },
};
