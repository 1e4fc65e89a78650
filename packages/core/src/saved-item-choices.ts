/**
 * Saved items as choices for a file input ("From saved item"): the asset of
 * each item whose media fits the field, labelled for a picker. Hosts render
 * the list (n8n Resource Locator, Zapier dynamic dropdown); the value is a
 * durable `file_path` any asset field takes without uploading.
 */
import type { MediaType } from './catalog/types';
import type { SavedItem } from './client/saved-items';

/** One choice: the value to send, a label, and a preview link (expires after 24 h) when given. */
export interface SavedItemChoice {
  value: string;
  label: string;
  url?: string;
  itemId: string;
}

const KIND_OF: Record<MediaType, string> = {
  image: 'IMAGE',
  video: 'VIDEO',
  gif: 'VIDEO',
  audio: 'AUDIO',
};

const TYPE_WORDS: Record<string, string> = {
  character: 'Character',
  reference: 'Reference',
  voice: 'Voice',
  moodboard: 'Moodboard',
  brand_kit: 'Brand kit',
};

/**
 * A choice per saved item holding an asset of one of `types` (the field's media types): its
 * primary asset when that fits, else its first fitting one. Items without a fitting asset are
 * left out; order is kept (the service lists newest first). Filtering by `search` matches the
 * label, case-insensitively.
 */
export function savedItemChoices(
  items: readonly SavedItem[],
  types: readonly MediaType[],
  search?: string,
): SavedItemChoice[] {
  const kinds = new Set(types.map((t) => KIND_OF[t]));
  const needle = search?.trim().toLowerCase();
  const out: SavedItemChoice[] = [];
  for (const item of items) {
    const fitting = item.assets.filter((a) => kinds.has(String(a.media_kind ?? '').toUpperCase()));
    const asset = fitting.find((a) => a.is_primary) ?? fitting[0];
    if (!asset) continue;
    const kind = TYPE_WORDS[item.type ?? ''] ?? 'Saved item';
    const label = item.name ? `${item.name} (${kind})` : `${kind} ${item.id}`;
    if (needle && !label.toLowerCase().includes(needle)) continue;
    out.push({
      value: asset.file_path,
      label,
      itemId: item.id,
      ...(asset.url ? { url: asset.url } : {}),
    });
  }
  return out;
}
