/**
 * Saved items (`GET /v1/saved-items`): the account's reusable characters, references, voices,
 * moodboards and brand kits, each asset with a durable `file_path` any asset field accepts.
 */
import { z } from 'zod';
import { GenServiceError } from '../errors';
import type { Transport } from './transport';

/** The saved item types the service documents; others are accepted as plain strings. */
export const SAVED_ITEM_TYPES = [
  'character',
  'reference',
  'voice',
  'moodboard',
  'brand_kit',
] as const;

const savedAssetSchema = z.looseObject({
  file_path: z.string(),
  media_kind: z.string().nullish(),
  is_primary: z.boolean().nullish(),
  url: z.string().nullish(),
});

/** One saved item; unknown fields kept. */
export const savedItemSchema = z.looseObject({
  id: z.string(),
  type: z.string().nullish(),
  name: z.string().nullish(),
  assets: z.array(savedAssetSchema).catch([]),
});

/** A page of saved items as the service answers it; unknown fields kept. */
export const savedItemsPageSchema = z.looseObject({
  items: z.array(savedItemSchema),
  next_cursor: z.string().nullish(),
});

export type SavedItem = z.infer<typeof savedItemSchema>;

/** One page of saved items and the cursor of the next page (null on the last). */
export interface SavedItemsPage {
  items: SavedItem[];
  nextCursor: string | null;
}

export interface SavedItemsQuery {
  type?: string;
  /** 1–100; the service's default is 20. */
  limit?: number;
  cursor?: string;
  signal?: AbortSignal;
}

/** One page of the account's saved items, newest first. Throws when the answer has no `items` list. */
export async function listSavedItems(
  transport: Transport,
  query: SavedItemsQuery = {},
): Promise<SavedItemsPage> {
  const params = new URLSearchParams();
  if (query.type) params.set('type', query.type);
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  if (query.cursor) params.set('cursor', query.cursor);
  const search = params.size ? `?${params.toString()}` : '';
  const raw = await transport.call({
    method: 'GET',
    path: `/v1/saved-items${search}`,
    signal: query.signal,
  });
  const page = savedItemsPageSchema.safeParse(raw);
  if (!page.success) throw new GenServiceError('The saved items answer has no list of items');
  return { items: page.data.items, nextCursor: page.data.next_cursor ?? null };
}

/** The saved items of the client's account. */
export interface SavedItemsApi {
  /**
   * Every saved item (of `type`, when given), newest first, following `next_cursor` until the
   * service says there is no next page. Pages of `limit` items (default 100, the service's most).
   * Throws rather than loop when the service repeats a cursor.
   */
  list(query?: Omit<SavedItemsQuery, 'cursor'>): Promise<SavedItem[]>;
}

/** The saved items API over a transport. */
export function createSavedItems(transport: Transport): SavedItemsApi {
  return {
    async list(query = {}) {
      const items: SavedItem[] = [];
      const seen = new Set<string>();
      let cursor: string | undefined;
      do {
        const page = await listSavedItems(transport, { limit: 100, ...query, cursor });
        items.push(...page.items);
        cursor = page.nextCursor ?? undefined;
        if (cursor !== undefined && seen.has(cursor))
          throw new GenServiceError('The saved items answer repeated a page cursor');
        if (cursor !== undefined) seen.add(cursor);
      } while (cursor !== undefined);
      return items;
    },
  };
}
