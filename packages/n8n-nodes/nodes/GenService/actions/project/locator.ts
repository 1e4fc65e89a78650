/**
 * The Project ID as a Resource Locator: from the list of recent projects, by
 * ID, or by the project's Magic Hour library URL
 * (`https://magichour.ai/my-library?videoId=…`, `imageId`, `audioId`).
 */
import type { INodeProperties } from 'n8n-workflow';

/** The ID in a Magic Hour library URL. */
export const LIBRARY_URL_ID =
  /^https?:\/\/(?:www\.)?magichour\.ai\/my-library\?(?:.*&)?(?:video|image|audio)Id=([^&#\s]+)/;

/** A project's page in the Magic Hour library. */
export const libraryUrl = (kind: string, id: string): string =>
  `https://magichour.ai/my-library?${kind}Id=${encodeURIComponent(id)}`;

/** The Project ID field: From List (recent projects), By ID, By URL. */
export const projectIdProperty: INodeProperties = {
  displayName: 'Project',
  name: 'projectId',
  type: 'resourceLocator',
  default: { mode: 'id', value: '' },
  required: true,
  description:
    'The project: the Project ID output by the step that created it, or pick or paste it',
  modes: [
    {
      displayName: 'From List',
      name: 'list',
      type: 'list',
      placeholder: 'Select a recent project…',
      typeOptions: { searchListMethod: 'searchProjects', searchable: true },
    },
    {
      displayName: 'By ID',
      name: 'id',
      type: 'string',
      placeholder: 'e.g. cuid-example',
    },
    {
      displayName: 'By URL',
      name: 'url',
      type: 'string',
      placeholder: 'e.g. https://magichour.ai/my-library?videoId=cuid-example',
      extractValue: { type: 'regex', regex: LIBRARY_URL_ID.source },
      validation: [
        {
          type: 'regex',
          properties: {
            regex: LIBRARY_URL_ID.source,
            errorMessage:
              'Not a Magic Hour library URL (https://magichour.ai/my-library?videoId=…)',
          },
        },
      ],
    },
  ],
};

/** The ID a Project ID value holds: a plain string, or a locator value (URL mode read by the regex). */
export function projectIdOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  const { mode, value: raw } = (value ?? {}) as { mode?: string; value?: unknown };
  const text = String(raw ?? '').trim();
  return mode === 'url' ? decodeURIComponent(LIBRARY_URL_ID.exec(text)?.[1] ?? text) : text;
}
