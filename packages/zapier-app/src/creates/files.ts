/**
 * File inputs of a create. Zapier hands files over as URLs: an `api-assets/…`
 * path or a URL whose path ends in a file extension goes to the service as is
 * (it fetches it itself); any other URL (such as a file from an earlier step)
 * is read through `z.request` and streamed to a pre-signed upload URL.
 */
import {
  checkStringSource,
  EXTENSIONS,
  extensionOf,
  mapAssets,
  redactUrl,
  type Client,
  type MediaType,
  type Operation,
} from '@genservice/core';
import { extensions as mimeExtensions } from 'mime-types';
import type { ZObject } from 'zapier-platform-core';

/** A copy of `body` whose file inputs the service can read: passed through or uploaded. */
export function resolveFiles(
  z: ZObject,
  client: Client,
  op: Operation,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  return mapAssets(op, body, async (value, field) => {
    if (!needsUpload(value))
      return (
        await client.files.upload(value, { targets: [{ field: field.path, types: field.types }] })
      ).filePath;
    return uploadFromUrl(z, client, value, field);
  });
}

/** True for http(s) URLs the service cannot fetch itself (no file extension in the path). */
export function needsUpload(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    checkStringSource(value);
    return false;
  } catch {
    return true;
  }
}

async function uploadFromUrl(
  z: ZObject,
  client: Client,
  url: string,
  field: { path: string; types: MediaType[] },
): Promise<string> {
  const response = await z.request({ url, method: 'GET', raw: true, skipThrowForStatus: true });
  if (response.status >= 400) {
    throw new z.errors.Error(
      `Could not read the file for ${field.path} from ${redactUrl(url)}: HTTP ${response.status}`,
      'FileUnavailable',
      400,
    );
  }
  const contentType = response.headers.get('content-type')?.split(';')[0]?.trim() || undefined;
  const filename = withExtension(
    filenameOf(response.headers.get('content-disposition'), url),
    contentType,
    field.types,
  );
  const length = Number(response.headers.get('content-length'));
  const data =
    Number.isSafeInteger(length) && length >= 0 && response.headers.get('content-length')
      ? { data: response.body as unknown as AsyncIterable<Uint8Array>, size: length }
      : { data: new Uint8Array(await response.buffer()) };
  const { filePath } = await client.files.upload(
    { ...data, filename, contentType },
    { targets: [{ field: field.path, types: field.types }] },
  );
  return filePath;
}

function filenameOf(disposition: string | null, url: string): string {
  const star = disposition?.match(/filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i)?.[1];
  const plain = disposition?.match(/filename\s*=\s*"?([^";]+)"?/i)?.[1];
  const named = star ? safeDecode(star.trim()) : plain?.trim();
  if (named) return named.split(/[/\\]/).pop()!;
  return safeDecode(new URL(url).pathname.split('/').pop() || 'file');
}

/** The name with an extension the field accepts, taken from the Content-Type when the name has none. */
function withExtension(
  filename: string,
  contentType: string | undefined,
  types: readonly MediaType[],
): string {
  if (extensionOf(filename)) return filename;
  const candidates = (contentType && mimeExtensions[contentType]) || [];
  const accepted = candidates.find((ext) => types.some((t) => EXTENSIONS[t].includes(ext)));
  const ext = accepted ?? candidates[0];
  return ext ? `${filename}.${ext}` : filename;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
