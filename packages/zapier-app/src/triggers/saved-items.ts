/**
 * The hidden triggers behind the "From Saved Item" dropdowns: the account's
 * saved items holding media of one kind (as the core's `savedItemChoices`
 * labels them, newest first), valued by `file_path`. One trigger per kind of
 * media a catalog file input takes.
 */
import { catalogMediaSets, savedItemChoices, type MediaType } from '@genservice/core/internal';
import type { Bundle, ZObject } from 'zapier-platform-core';
import { withZapierErrors } from '../errors';
import { savedItemsTriggerKey } from '../fields/saved-item-fields';
import { clientFor, stepDeadline } from '../service';

const NOUN: Record<MediaType, string> = {
  image: 'Images',
  video: 'Videos',
  gif: 'Videos',
  audio: 'Audio',
};

/** The trigger listing saved items for a field taking `types`. */
export function savedItemsTrigger(types: readonly MediaType[]) {
  const key = savedItemsTriggerKey(types);
  const what = [...new Set(types.map((t) => NOUN[t]))].sort().join(' or ');
  return {
    key,
    noun: 'Item',
    display: {
      label: `List Saved Items with ${what}`,
      description: `Lists the saved items holding ${what.toLowerCase()}, for dropdowns.`,
      hidden: true,
    },
    operation: {
      perform: withZapierErrors(async (z: ZObject, bundle: Bundle) => {
        if (Number(bundle.meta?.page ?? 0) > 0) return [];
        const items = await clientFor(z, bundle, stepDeadline()).savedItems.list();
        return savedItemChoices(items, types).map((c) => ({ id: c.value, name: c.label }));
      }),
      sample: { id: 'saved-items/cuid-example/0.png', name: 'Ava (Character)' },
      outputFields: [
        { key: 'id', label: 'File Path' },
        { key: 'name', label: 'Saved Item' },
      ],
    },
  };
}

/** One trigger per kind of media the catalog's file inputs take, keyed for `App.triggers`. */
export function savedItemsTriggers() {
  const out: Record<string, ReturnType<typeof savedItemsTrigger>> = {};
  for (const types of catalogMediaSets())
    out[savedItemsTriggerKey(types)] ??= savedItemsTrigger(types);
  return out;
}
