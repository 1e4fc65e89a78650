/**
 * "Delete Project": permanently deletes a project's outputs. The kind is found
 * by reading the project when none is given; an unknown id is an error that
 * says so (a delete that silently did nothing would hide a wrong mapping).
 * Every request ends by the step's deadline.
 */
import type { Bundle, PlainOutputField, ZObject } from 'zapier-platform-core';
import { withZapierErrors } from '../errors';
import { projectIdField, projectKindField } from '../fields/project-fields';
import { locateProject } from '../locate-project';
import { clientFor, stepDeadline } from '../service';

async function perform(z: ZObject, bundle: Bundle) {
  const id = String(bundle.inputData.project_id ?? '').trim();
  const deadline = stepDeadline();
  const client = clientFor(z, bundle, deadline);
  const found = await locateProject(client, id, bundle.inputData.kind, deadline);
  if (!found) {
    throw new z.errors.Error(
      `No project with ID "${id}" was found${bundle.inputData.kind ? ` among ${String(bundle.inputData.kind)} projects` : ''}. Check the Project ID.`,
      'ProjectNotFound',
      404,
    );
  }
  await client.jobs.delete(found.kind, id, { deadline });
  return { id, kind: found.kind, name: found.project.name ?? null, deleted: true };
}

const outputFields: PlainOutputField[] = [
  { key: 'id', label: 'Project ID', type: 'string' },
  { key: 'kind', label: 'Kind', type: 'string' },
  { key: 'name', label: 'Name', type: 'string' },
  { key: 'deleted', label: 'Deleted', type: 'boolean' },
];

/** The "Delete Project" create. */
export const deleteProject = {
  key: 'delete_project',
  noun: 'Project',
  display: {
    label: 'Delete Project',
    description:
      'Deletes a project and its output files from your Magic Hour library; this cannot be undone.',
  },
  operation: {
    inputFields: [
      {
        ...projectIdField,
        helpText: `${projectIdField.helpText} Deleting cannot be undone: the project and its files are gone for good.`,
      },
      projectKindField,
    ],
    perform: withZapierErrors(perform),
    sample: { id: 'cuid-example-video', kind: 'video', name: 'Clip', deleted: true },
    outputFields,
  },
};
