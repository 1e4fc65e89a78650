/**
 * `GET /v1/saved-items` (type filter, `limit` 1–100 default 20, opaque
 * `cursor`; 400 on a bad one) and the control calls that give the caller's
 * key saved items: `POST /_sandbox/saved-items {type, name?, media?}` and
 * `DELETE /_sandbox/saved-items/{id}`.
 */
import type { RequestContext, Route } from '../app';
import { HttpError, notFound, readObject, sendJson } from '../http';
import {
  MEDIA_KINDS,
  SAVED_ITEM_TYPES,
  type MediaKind,
  type SavedItemRecord,
} from '../saved-items';

const DAY_MS = 24 * 60 * 60 * 1000;

const cursorOf = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');

function offsetOf(cursor: string | null): number {
  if (cursor === null) return 0;
  const m = /^o:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!cursor || !m)
    throw new HttpError(400, 'Invalid value for cursor: not a cursor from next_cursor');
  return Number(m[1]);
}

function limitOf(raw: string | null): number {
  if (raw === null) return 20;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < 1 || n > 100)
    throw new HttpError(
      400,
      `Invalid value for limit: expected an integer from 1 to 100, got ${raw}`,
    );
  return n;
}

function list({ app, res, url, account }: RequestContext): void {
  const type = url.searchParams.get('type') ?? undefined;
  if (type !== undefined && !SAVED_ITEM_TYPES.includes(type))
    throw new HttpError(
      400,
      `Invalid value for type: expected one of ${SAVED_ITEM_TYPES.join(', ')}, got "${type}"`,
    );
  const limit = limitOf(url.searchParams.get('limit'));
  const offset = offsetOf(url.searchParams.get('cursor'));
  const all = app.savedItems.list(account, type);
  const expiresAt = Date.now() + DAY_MS;
  const view = (item: SavedItemRecord) => ({
    ...item,
    assets: item.assets.map((a) => ({
      ...a,
      url: app.signer.sign('GET', `/${a.file_path}`, expiresAt),
      url_expires_at: new Date(Math.floor(expiresAt / 1000) * 1000).toISOString(),
    })),
  });
  const next = offset + limit < all.length ? cursorOf(offset + limit) : null;
  sendJson(res, 200, { items: all.slice(offset, offset + limit).map(view), next_cursor: next });
}

async function add({ app, req, res, account }: RequestContext): Promise<void> {
  const body = await readObject(req);
  if (typeof body.type !== 'string' || !SAVED_ITEM_TYPES.includes(body.type))
    throw new HttpError(
      400,
      `Invalid value for type: expected one of ${SAVED_ITEM_TYPES.join(', ')}`,
    );
  const media = body.media ?? [body.type === 'voice' ? 'AUDIO' : 'IMAGE'];
  if (!Array.isArray(media) || !media.length || media.some((m) => !MEDIA_KINDS.includes(m)))
    throw new HttpError(
      400,
      `Invalid value for media: expected a list of ${MEDIA_KINDS.join(', ')}`,
    );
  const name = typeof body.name === 'string' ? body.name : null;
  const item = await app.savedItems.add(account, {
    type: body.type,
    name,
    kinds: media as MediaKind[],
  });
  sendJson(res, 200, item);
}

async function remove({ app, res, account, params: [id] }: RequestContext): Promise<void> {
  if (!(await app.savedItems.remove(account, id!))) throw notFound();
  sendJson(res, 204);
}

export const savedItemRoutes: Route[] = [
  { method: 'GET', pattern: /^\/v1\/saved-items$/, auth: true, handle: list },
  { method: 'POST', pattern: /^\/_sandbox\/saved-items$/, auth: true, handle: add },
  { method: 'DELETE', pattern: /^\/_sandbox\/saved-items\/([^/]+)$/, auth: true, handle: remove },
];
