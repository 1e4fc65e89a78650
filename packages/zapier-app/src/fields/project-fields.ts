/** The "Project" and "Kind" inputs shared by every step that asks for an existing project. */
import type { PlainInputField } from 'zapier-platform-core';
import { RECENT_PROJECTS_REF } from '../triggers/recent-projects';

/** Project ID: a dropdown of recent projects that also takes a typed or mapped ID. */
export const projectIdField: PlainInputField = {
  key: 'project_id',
  label: 'Project',
  required: true,
  dynamic: RECENT_PROJECTS_REF,
  helpText:
    'Pick a recent project, or map the Project ID from an earlier step (a Magic Hour action or the Project Completed trigger).',
};

/** Kind: narrows the lookup to one kind; empty means every kind is tried. */
export const projectKindField: PlainInputField = {
  key: 'kind',
  label: 'Kind',
  required: false,
  choices: { video: 'Video', image: 'Image', audio: 'Audio' },
  helpText: 'Video, image or audio. Leave empty if you are not sure: every kind is tried.',
};
