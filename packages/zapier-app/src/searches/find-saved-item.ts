/**
 * "Find Saved Item": the account's saved items (characters, references,
 * voices, moodboards, brand kits) whose name matches, of a type and holding
 * media of a kind when asked, newest first, each with the `file_path` of its
 * fitting asset at the top level, ready to map into any file input's "From
 * Saved Item" field (or the file field itself through the JSON escape hatch).
 */
import {
  SAVED_ITEM_TYPES,
  savedItemChoices,
  titleCase,
  type MediaType,
} from '@genservice/core/internal';
import type { Bundle, PlainInputField, PlainOutputField, ZObject } from 'zapier-platform-core';
import { withZapierErrors } from '../errors';
import { clientFor, stepDeadline } from '../service';

/** One found item, flat. */
export interface SavedItemOutput {
  id: string;
  name: string | null;
  type: string | null;
  label: string;
  file_path: string;
  media_kind: string | null;
  preview_url: string | null;
}

const MEDIA: Record<string, MediaType> = { image: 'image', video: 'video', audio: 'audio' };
const ALL: MediaType[] = ['image', 'video', 'audio'];

async function perform(z: ZObject, bundle: Bundle): Promise<SavedItemOutput[]> {
  const name = String(bundle.inputData.name ?? '').trim();
  const type = String(bundle.inputData.type ?? '').trim() || undefined;
  const media = MEDIA[String(bundle.inputData.media ?? '').trim()];
  const items = await clientFor(z, bundle, stepDeadline()).savedItems.list({ type });
  const byId = new Map(items.map((i) => [i.id, i]));
  return savedItemChoices(items, media ? [media] : ALL, name).map((choice) => {
    const item = byId.get(choice.itemId)!;
    const asset = item.assets.find((a) => a.file_path === choice.value);
    return {
      id: item.id,
      name: item.name ?? null,
      type: item.type ?? null,
      label: choice.label,
      file_path: choice.value,
      media_kind: asset?.media_kind ?? null,
      preview_url: choice.url ?? null,
    };
  });
}

const inputFields: PlainInputField[] = [
  {
    key: 'name',
    label: 'Name',
    required: true,
    helpText: 'Part of the saved item’s name, in any case (e.g. Ava).',
  },
  {
    key: 'type',
    label: 'Type',
    required: false,
    choices: SAVED_ITEM_TYPES.map((t) => ({ value: t, sample: t, label: titleCase(t) })),
    helpText: 'Only saved items of this type. Leave it empty for every type.',
  },
  {
    key: 'media',
    label: 'Media',
    required: false,
    choices: [
      { value: 'image', sample: 'image', label: 'Image' },
      { value: 'video', sample: 'video', label: 'Video' },
      { value: 'audio', sample: 'audio', label: 'Audio' },
    ],
    helpText:
      'Only saved items holding this kind of file, and its File Path. Leave it empty for any kind.',
  },
];

const outputFields: PlainOutputField[] = [
  { key: 'id', label: 'Saved Item ID', type: 'string' },
  { key: 'name', label: 'Name', type: 'string' },
  { key: 'type', label: 'Type', type: 'string' },
  { key: 'label', label: 'Label', type: 'string' },
  { key: 'file_path', label: 'File Path', type: 'string' },
  { key: 'media_kind', label: 'Media Kind', type: 'string' },
  { key: 'preview_url', label: 'Preview URL (Expires in 24 Hours)', type: 'string' },
];

/** The "Find Saved Item" search. */
export const findSavedItem = {
  key: 'find_saved_item',
  noun: 'Item',
  display: {
    label: 'Find Saved Item',
    description:
      'Finds a saved character, reference, voice, moodboard or brand kit by name, with the file path any file input takes.',
  },
  operation: {
    inputFields,
    perform: withZapierErrors(perform),
    sample: {
      id: 'cuid-example-saved-item',
      name: 'Ava',
      type: 'character',
      label: 'Ava (Character)',
      file_path: 'saved-items/cuid-example-saved-item/0.png',
      media_kind: 'IMAGE',
      preview_url: 'https://videos.magichour.ai/saved-items/cuid-example-saved-item/0.png',
    },
    outputFields,
  },
};
