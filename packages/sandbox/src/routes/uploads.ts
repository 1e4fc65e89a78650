/**
 * The upload flow: `POST /v1/files/upload-urls` hands out one signed PUT URL
 * per item, in request order; `PUT <upload_url>` (no Authorization: the
 * signature is in the query) streams the body to disk within the size limit.
 * Signed `GET`s serve outputs, detected faces and saved items.
 */
import { EXTENSIONS, type MediaType } from '@genservice/core/internal';
import type { RequestContext, Route } from '../app';
import { HttpError, readObject, sendJson } from '../http';
import { newId } from '../store';

const TYPES = ['video', 'audio', 'image', 'gif'] as const;

/**
 * Extensions accepted per requested type. The OAS enum has no `gif` type but lists gif, webp and
 * webm among the extensions, so a GIF may be requested as `video` (what the core sends) or as the
 * docs' `gif`; both are accepted (api-facts §1.3, "gif" row).
 */
function allowedExtensions(type: MediaType): readonly string[] {
  return type === 'video'
    ? [...new Set([...EXTENSIONS.video, ...EXTENSIONS.gif])]
    : EXTENSIONS[type];
}

/** The problems of item `i`, in the service's wording. */
function itemProblems(item: unknown, i: number): string[] {
  const { type, extension } = (typeof item === 'object' && item !== null ? item : {}) as {
    type?: unknown;
    extension?: unknown;
  };
  const problems: string[] = [];
  const field = (name: string, value: unknown): boolean => {
    if (typeof value === 'string') return true;
    problems.push(
      value === undefined
        ? `Missing required field: items[${i}].${name} (expected string)`
        : `Invalid type for items[${i}].${name}: expected string, got ${typeof value}`,
    );
    return false;
  };
  const typeOk = field('type', type) && (TYPES as readonly string[]).includes(type as string);
  if (typeof type === 'string' && !typeOk)
    problems.push(
      `Invalid value for items[${i}].type: expected one of video, audio, image, got ${JSON.stringify(type)}`,
    );
  if (
    field('extension', extension) &&
    typeOk &&
    !allowedExtensions(type as MediaType).includes(extension as string)
  ) {
    problems.push(
      `Invalid value for items[${i}].extension: "${extension}" is not a valid ${type} extension (expected one of ${allowedExtensions(type as MediaType).join(', ')})`,
    );
  }
  return problems;
}

/** The validated items, or 400 naming every problem like the service. */
function parseItems(body: Record<string, unknown>): { type: MediaType; extension: string }[] {
  const items = body.items;
  if (items === undefined)
    throw new HttpError(400, 'Missing required field: items (expected array)');
  if (!Array.isArray(items))
    throw new HttpError(400, `Invalid type for items: expected array, got ${typeof items}`);
  if (items.length === 0)
    throw new HttpError(400, 'Invalid value for items: expected at least 1 items, got 0 items');
  const problems = items.flatMap(itemProblems);
  if (problems.length) throw new HttpError(400, problems.join('; '));
  return items as { type: MediaType; extension: string }[];
}

async function createUploadUrls({ app, req, res, account }: RequestContext): Promise<void> {
  const items = parseItems(await readObject(req));
  const expiresAt = Date.now() + app.options.uploadUrlTtlSec * 1000;
  const out = items.map(({ type, extension }) => {
    const filePath = `api-assets/${newId()}/${type}.${extension}`;
    app.store.saveUpload({ filePath, account, expiresAt, uploadedAt: null, size: null });
    return {
      upload_url: app.signer.sign('PUT', `/${filePath}`, expiresAt),
      expires_at: new Date(expiresAt).toISOString(),
      file_path: filePath,
    };
  });
  sendJson(res, 200, { items: out });
}

async function put({ app, req, res, url }: RequestContext): Promise<void> {
  const filePath = app.signer.verify('PUT', url).slice(1);
  const upload = app.store.upload(filePath);
  if (!upload) throw new HttpError(403, 'AccessDenied: unknown upload');
  const max = app.options.maxUploadBytes;
  if (Number(req.headers['content-length'] ?? 0) > max)
    throw new HttpError(413, `EntityTooLarge: the upload exceeds the limit of ${max} bytes`, {
      connection: 'close',
    });
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
  {
    method: 'GET',
    pattern: /^\/(?:api-assets|outputs|saved-items)\/[^/]+\/[^/]+$/,
    auth: false,
    handle: get,
  },
];
