/**
 * Finds a project by id. With a kind the one collection is read; without one,
 * video, image and audio are tried in turn. No match returns `[]`.
 */
import { withoutEcho } from '@genservice/core/internal';
import type { Bundle, ZObject } from 'zapier-platform-core';
import { withZapierErrors } from '../errors';
import { withDownloadFile } from '../hydrators';
import { projectIdField, projectKindField } from '../fields/project-fields';
import { locateProject } from '../locate-project';
import { includeRawField, projectOutput, projectOutputFields, shownOutput } from '../outputs';
import { sampleProject } from '../samples';
import { clientFor, stepDeadline } from '../service';

async function perform(z: ZObject, bundle: Bundle) {
  const id = String(bundle.inputData.project_id ?? '').trim();
  if (!id) return [];
  const deadline = stepDeadline();
  const found = await locateProject(
    clientFor(z, bundle, deadline),
    id,
    bundle.inputData.kind,
    deadline,
  );
  return found
    ? [withDownloadFile(z, shownOutput(bundle, projectOutput(found.kind, found.project)))]
    : [];
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
    inputFields: [projectIdField, projectKindField, includeRawField],
    perform: withZapierErrors(perform),
    sample: withoutEcho(sampleProject('video')),
    outputFields: [...projectOutputFields],
  },
};
