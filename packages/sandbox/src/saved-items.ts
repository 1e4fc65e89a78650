/**
 * Saved items per API key (in memory, like webhook endpoints): what
 * `GET /v1/saved-items` lists, newest first. Each asset is a real file in
 * storage under `saved-items/<item id>/…`, so its `file_path` works as any
 * job input and its signed `url` serves it.
 */
import { randomBytes } from 'node:crypto';
import type { Storage } from './storage';

export const SAVED_ITEM_TYPES = ['character', 'reference', 'voice', 'moodboard', 'brand_kit'];
export const MEDIA_KINDS = ['IMAGE', 'VIDEO', 'AUDIO'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** The sample each media kind is copied from, and its extension. */
const SAMPLE: Record<MediaKind, { file: string; ext: string }> = {
  IMAGE: { file: 'face.png', ext: 'png' },
  VIDEO: { file: 'output.mp4', ext: 'mp4' },
  AUDIO: { file: 'output.mp3', ext: 'mp3' },
};

export interface SavedAsset {
  file_path: string;
  media_kind: MediaKind;
  is_primary: boolean;
}

export interface SavedItemRecord {
  id: string;
  type: string;
  name: string | null;
  assets: SavedAsset[];
}

/** The saved items of every account, newest first. */
export class SavedItems {
  private readonly byAccount = new Map<string, SavedItemRecord[]>();

  constructor(private readonly storage: Storage) {}

  /** Adds an item for `account`, storing a sample file for each asset; the first asset is primary. */
  async add(
    account: string,
    item: { type: string; name: string | null; kinds: MediaKind[] },
  ): Promise<SavedItemRecord> {
    const id = `si_${randomBytes(8).toString('hex')}`;
    const assets: SavedAsset[] = [];
    for (const [i, kind] of item.kinds.entries()) {
      const path = `saved-items/${id}/${i}.${SAMPLE[kind].ext}`;
      await this.storage.copyMedia(SAMPLE[kind].file, path);
      assets.push({ file_path: path, media_kind: kind, is_primary: i === 0 });
    }
    const record = { id, type: item.type, name: item.name, assets };
    this.byAccount.set(account, [record, ...(this.byAccount.get(account) ?? [])]);
    return record;
  }

  /** The account's items of `type` (all when undefined), newest first. */
  list(account: string, type?: string): SavedItemRecord[] {
    return (this.byAccount.get(account) ?? []).filter((i) => type === undefined || i.type === type);
  }

  /** Removes an item of `account`; false when it has none with that id. */
  async remove(account: string, id: string): Promise<boolean> {
    const items = this.byAccount.get(account) ?? [];
    if (!items.some((i) => i.id === id)) return false;
    this.byAccount.set(
      account,
      items.filter((i) => i.id !== id),
    );
    await this.storage.remove(`saved-items/${id}`);
    return true;
  }
}
