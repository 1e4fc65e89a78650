/**
 * "From Saved Item" beside each file input: a dynamic dropdown of the
 * account's saved items holding media of the kind the input takes (value = the
 * item's `file_path`, sent as is and never uploaded), linked to the Find Saved
 * Item search. A file field stays a `file` field (Zapier turns any other string
 * mapped into one into a text file), so the saved item has its own field; the
 * body uses whichever of the two is filled.
 */
import { ValidationError, type FieldSpec, type MediaType } from '@genservice/core/internal';
import type { PlainInputField } from 'zapier-platform-core';

const WORD: Record<MediaType, string> = {
  image: 'image',
  video: 'video',
  gif: 'video',
  audio: 'audio',
};

/** The suffix of a saved-item field's key after its file field's key. */
export const SAVED_ITEM_SUFFIX = '_saved_item';

/** The key of the hidden trigger listing saved items for a field taking `types` (`saved_items_audio_video`). */
export function savedItemsTriggerKey(types: readonly MediaType[]): string {
  return `saved_items_${[...new Set(types.map((t) => WORD[t]))].sort().join('_')}`;
}

/** The saved-item field beside the file field keyed `key` for `spec` (a file input). */
export function savedItemField(
  spec: FieldSpec & { asset: readonly MediaType[] },
  key: string,
): PlainInputField {
  const many = spec.type === 'array';
  return {
    key: `${key}${SAVED_ITEM_SUFFIX}`,
    label: `${spec.label} From Saved Item`,
    required: false,
    dynamic: `${savedItemsTriggerKey(spec.asset)}.id.name`,
    search: 'find_saved_item.file_path',
    ...(many ? { list: true } : {}),
    altersDynamicFields: spec.required || spec.requiredWhen !== undefined,
    helpText: `Or pick ${many ? 'saved items' : 'a saved item'} (character, reference, voice, moodboard or brand kit) instead of a file; it is used as saved, with no upload. Leave ${spec.label} empty then.`,
  };
}

const filled = (v: unknown) =>
  v !== undefined &&
  v !== null &&
  !(typeof v === 'string' && v.trim() === '') &&
  !(Array.isArray(v) && v.every((x) => typeof x === 'string' && x.trim() === ''));

/** True when the saved-item field beside the file field keyed `key` holds a value. */
export function hasSavedItem(input: Record<string, unknown>, key: string): boolean {
  return filled(input[`${key}${SAVED_ITEM_SUFFIX}`]);
}

/**
 * The value of a file input from its file field and its saved-item field: the one filled, a
 * list input both joined. Throws `ValidationError` when a single input has both.
 */
export function fileOrSavedItem(
  spec: FieldSpec,
  input: Record<string, unknown>,
  key: string,
): unknown {
  const file = input[key];
  const saved = input[`${key}${SAVED_ITEM_SUFFIX}`];
  if (!filled(saved)) return file;
  if (!filled(file)) return saved;
  if (spec.type === 'array') return [file, saved].flat();
  throw new ValidationError([
    {
      field: spec.path,
      message: `Give ${spec.label} or ${spec.label} From Saved Item, not both: empty one of them.`,
    },
  ]);
}
