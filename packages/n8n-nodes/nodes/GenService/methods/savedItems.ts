/**
 * The "From Saved Item" lists of file inputs: the account's saved items
 * (characters, references, voices, moodboards, brand kits) holding media of
 * the kind a field takes, as the core's `savedItemChoices` labels them, newest
 * first, filtered by name. One list method per kind of media a catalog file
 * input takes, so each field lists only what it can use.
 */
import { catalogMediaSets, savedItemChoices, type MediaType } from '@genservice/core/internal';
import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import { clientFor } from '../transport/client';

type ListSearch = (this: ILoadOptionsFunctions, filter?: string) => Promise<INodeListSearchResult>;

const WORD: Record<MediaType, string> = {
  image: 'Image',
  video: 'Video',
  gif: 'Video',
  audio: 'Audio',
};

/** The list method of a file input taking `types` (`searchSavedAudioVideo` for audio or video). */
export function savedItemsMethod(types: readonly MediaType[]): string {
  return `searchSaved${[...new Set(types.map((t) => WORD[t]))].sort().join('')}`;
}

/** The saved items fitting `types`, filtered by `filter`, as n8n's searchable list shows them. */
export async function searchSavedItems(
  ctx: ILoadOptionsFunctions,
  types: readonly MediaType[],
  filter?: string,
): Promise<INodeListSearchResult> {
  const { client } = await clientFor(ctx);
  const items = await client.savedItems.list();
  const results = savedItemChoices(items, types, filter).map((c) => ({
    name: c.label,
    value: c.value,
    ...(c.url ? { url: c.url } : {}),
  }));
  return { results };
}

/** One list method per kind of media the catalog's file inputs take, keyed by `savedItemsMethod`. */
export function savedItemSearches(): Record<string, ListSearch> {
  const methods: Record<string, ListSearch> = {};
  for (const types of catalogMediaSets())
    methods[savedItemsMethod(types)] ??= async function (this: ILoadOptionsFunctions, filter) {
      return await searchSavedItems(this, types, filter);
    };
  return methods;
}
