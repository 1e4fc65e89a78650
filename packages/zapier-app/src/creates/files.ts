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
  field: { path: string; types: readonly MediaType[] },
): Promise<string> {
  const source = await fetchSource(z, url, { label: field.path, types: field.types });
  const { filePath } = await client.files.upload(source, {
    targets: [{ field: field.path, types: field.types }],
  });
  return filePath;
}

/** A file read through `z.request`, ready for `client.files.upload`. */
export interface FetchedSource {
  data: AsyncIterable<Uint8Array> | Uint8Array;
  size?: number;
  filename: string;
  contentType?: string;
}

/**
 * Reads `url` (a hydrated file or any public URL) through `z.request`: streamed
 * when the length is known, buffered otherwise. The name comes from
 * Content-Disposition or the URL, with an extension from the Content-Type the
 * field accepts when the name has none. HTTP errors name the field, never the
 * URL's query (signed URLs stay secret).
 */
export async function fetchSource(
  z: ZObject,
  url: string,
  field: { label: string; types: readonly MediaType[] },
): Promise<FetchedSource> {
  const response = await z.request({ url, method: 'GET', raw: true, skipThrowForStatus: true });
  if (response.status >= 400) {
    throw new z.errors.Error(
      `Could not read the file for ${field.label} from ${redactUrl(url)}: HTTP ${response.status}`,
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
  return { ...data, filename, contentType };
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
