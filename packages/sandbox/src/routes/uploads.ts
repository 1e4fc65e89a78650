/**
 * The upload flow: `POST /v1/files/upload-urls` hands out one signed PUT URL
 * per item, in request order; `PUT <upload_url>` (no Authorization: the
 * signature is in the query) streams the body to disk within the size limit.
 * Signed `GET`s serve outputs and detected faces.
 */
import { EXTENSIONS, type MediaType } from '@genservice/core';
import type { RequestContext, Route } from '../app';
import { HttpError, readObject, sendJson } from '../http';
import { newId } from '../store';

const TYPES = ['video', 'audio', 'image', 'gif'] as const;

/** The validated items, or 400 naming the field like the service. */
function parseItems(body: Record<string, unknown>): { type: MediaType; extension: string }[] {
  const items = body.items;
  if (items === undefined) throw new HttpError(400, 'Missing required field: items (expected array)');
  if (!Array.isArray(items)) throw new HttpError(400, `Invalid type for items: expected array, got ${typeof items}`);
  if (items.length === 0) throw new HttpError(400, 'Invalid value for items: expected at least 1 items, got 0 items');
  const problems: string[] = [];
  const out = items.map((item: unknown, i) => {
    const { type, extension } = (item ?? {}) as { type?: unknown; extension?: unknown };
    if (typeof type !== 'string') problems.push(type === undefined ? `Missing required field: items[${i}].type (expected string)` : `Invalid type for items[${i}].type: expected string, got ${typeof type}`);
    else if (!(TYPES as readonly string[]).includes(type)) problems.push(`Invalid value for items[${i}].type: expected one of video, audio, image, got ${JSON.stringify(type)}`);
    if (typeof extension !== 'string') problems.push(extension === undefined ? `Missing required field: items[${i}].extension (expected string)` : `Invalid type for items[${i}].extension: expected string, got ${typeof extension}`);
    else if (typeof type === 'string' && (TYPES as readonly string[]).includes(type) && !EXTENSIONS[type as MediaType].includes(extension)) {
      problems.push(`Invalid value for items[${i}].extension: "${extension}" is not a valid ${type} extension (expected one of ${EXTENSIONS[type as MediaType].join(', ')})`);
    }
    return { type: type as MediaType, extension: extension as string };
  });
  if (problems.length) throw new HttpError(400, problems.join('; '));
  return out;
}

async function createUploadUrls({ app, req, res, account }: RequestContext): Promise<void> {
  const items = parseItems(await readObject(req));
  const expiresAt = Date.now() + app.options.uploadUrlTtlSec * 1000;
  const out = items.map(({ type, extension }) => {
    const filePath = `api-assets/${newId()}/${type}.${extension}`;
    app.store.saveUpload({ filePath, account, expiresAt, uploadedAt: null, size: null });
    return { upload_url: app.signer.sign('PUT', `/${filePath}`, expiresAt), expires_at: new Date(expiresAt).toISOString(), file_path: filePath };
  });
  sendJson(res, 200, { items: out });
}

async function put({ app, req, res, url }: RequestContext): Promise<void> {
  const filePath = app.signer.verify('PUT', url).slice(1);
  const upload = app.store.upload(filePath);
  if (!upload) throw new HttpError(403, 'AccessDenied: unknown upload');
  const max = app.options.maxUploadBytes;
  if (Number(req.headers['content-length'] ?? 0) > max) throw new HttpError(413, `EntityTooLarge: the upload exceeds the limit of ${max} bytes`, { connection: 'close' });
  const size = await app.storage.writeStream(filePath, req, max);
  app.store.saveUpload({ ...upload, uploadedAt: Date.now(), size });
  app.log(`upload: stored ${filePath} (${size} bytes)`);
  sendJson(res, 200);
}

async function get({ app, res, url }: RequestContext): Promise<void> {
  await app.storage.serve(app.signer.verify('GET', url).slice(1), res);
}

export const uploadRoutes: Route[] = [
  { method: 'POST', pattern: /^\/v1\/files\/upload-urls$/, auth: true, handle: createUploadUrls },
  { method: 'PUT', pattern: /^\/api-assets\/[^/]+\/[^/]+$/, auth: false, handle: put },
  { method: 'GET', pattern: /^\/(?:api-assets|outputs)\/[^/]+\/[^/]+$/, auth: false, handle: get },
];
