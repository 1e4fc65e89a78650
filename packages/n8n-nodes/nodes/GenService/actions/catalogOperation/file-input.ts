/**
 * A catalog file input as a Resource Locator: "Binary Field or URL" (the
 * item's binary field, usually data, or a public URL, as before) or "From
 * Saved Item" (a searchable list of the account's saved items holding media
 * of the kind the field takes; the value is the item's `file_path`, sent as is
 * and never uploaded). A plain string, as older workflows store it, reads as
 * the first mode.
 */
import type { FieldSpec, MediaType } from '@genservice/core/internal';
import type { INodeProperties } from 'n8n-workflow';
import { savedItemsMethod } from '../../methods/savedItems';

/** What a file box takes, in n8n's words: the binary field of the incoming item, or a link. */
const FILE_HINT =
  'Enter the binary field holding the file from an earlier node (usually data), or a public URL ending in the file extension, or pick one From Saved Item';

/** An example file name per media type, for placeholders. */
const EXAMPLE_FILE: Record<MediaType, string> = {
  video: 'clip.mp4',
  gif: 'clip.gif',
  image: 'photo.jpg',
  audio: 'voice.mp3',
};

/** The mode names a file input's value may carry. */
export const FILE_MODES = { input: 'input', savedItem: 'savedItem' } as const;

/** The file input `field` (which has `asset`) as a Resource Locator; `fileDefault` pre-fills data. */
export function renderFileInput(
  field: FieldSpec & { asset: readonly MediaType[] },
  base: Pick<INodeProperties, 'displayName' | 'name' | 'required'>,
  fileDefault: boolean,
): INodeProperties {
  const many = field.type === 'array';
  const example = `https://example.com/${EXAMPLE_FILE[field.asset[0]!]}`;
  return {
    ...base,
    type: 'resourceLocator',
    default: { mode: FILE_MODES.input, value: fileDefault ? 'data' : '' },
    description: [field.description, `${FILE_HINT}${many ? '; several, comma-separated' : ''}.`]
      .filter(Boolean)
      .join(' '),
    modes: [
      {
        displayName: many ? 'Binary Fields or URLs' : 'Binary Field or URL',
        name: FILE_MODES.input,
        type: 'string',
        placeholder: many ? `e.g. data, ${example}` : `e.g. data or ${example}`,
      },
      {
        displayName: 'From Saved Item',
        name: FILE_MODES.savedItem,
        type: 'list',
        placeholder: 'Select a saved item…',
        typeOptions: { searchListMethod: savedItemsMethod(field.asset), searchable: true },
      },
    ],
  };
}

/** The text a file input holds: a plain string, or a Resource Locator value's `value`. */
export function fileInputValue(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  if (!('mode' in raw) || !('value' in raw)) return raw;
  return (raw as { value: unknown }).value;
}
