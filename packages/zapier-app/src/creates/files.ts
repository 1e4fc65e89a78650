/**
 * File inputs of a create, as the core's `hostSource`: Zapier hands files over
 * as URLs. An `api-assets/…` path or a URL whose path ends in a file extension
 * is left to the core (the service fetches it itself); any other URL (such as
 * a file from an earlier step) is claimed and read through `z.request`, and the
 * core uploads it with the create's other files (one upload-urls call).
 */
import {
  checkStringSource,
  nameWithExtension,
  redactUrl,
  type HostSource,
  type LocalSource,
  type MediaType,
} from '@genservice/core/internal';
import type { ZObject } from 'zapier-platform-core';

/** The `hostSource` of a create: claims URLs the service cannot fetch itself, read by `deadline`. */
export function zapierHostSource(z: ZObject, deadline?: number): HostSource {
  return async (value, field) =>
    needsUpload(value)
      ? fetchSource(
          z,
          value,
          { label: `${field.label} (${field.path})`, types: field.types },
          deadline,
        )
      : undefined;
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

/**
 * `url` (a hydrated file or any public URL) as an upload source, read through
 * `z.request`. With a Content-Length it is a reopenable stream (the first open
 * uses the response already received, a retried PUT fetches again); without
 * one it is buffered. The name comes from Content-Disposition or the URL, with
 * an extension from the Content-Type the field accepts when the name has none.
 * HTTP and network errors name the field, never the URL's query (signed URLs
 * stay secret). With `deadline` (ms epoch), a file host that does not answer in
 * time fails the read.
 */
export async function fetchSource(
  z: ZObject,
  url: string,
  field: { label: string; types: readonly MediaType[] },
  deadline?: number,
): Promise<LocalSource & { filename: string; size: number }> {
  const unavailable = (why: string) =>
    new z.errors.Error(
      `Could not read the file for ${field.label} from ${redactUrl(url)}: ${why}`,
      'FileUnavailable',
      400,
    );
  const get = async () => {
    const left = deadline === undefined ? 0 : deadline - Date.now();
    if (deadline !== undefined && left <= 0) throw unavailable('no time was left in this step');
    const response = await z
      .request({ url, method: 'GET', raw: true, skipThrowForStatus: true, timeout: left })
      .catch((err: { type?: string; code?: string } | null) => {
        if (err?.type === 'request-timeout') throw unavailable('no answer in time');
        if (err?.type === 'system')
          throw unavailable(`the connection failed${err.code ? ` (${err.code})` : ''}`);
        throw err;
      });
    if (response.status >= 400) throw unavailable(`HTTP ${response.status}`);
    return response;
  };
  const first = await get();
  const contentType = first.headers.get('content-type')?.split(';')[0]?.trim() || undefined;
  const filename = nameWithExtension(
    filenameOf(first.headers.get('content-disposition'), url),
    contentType,
    field.types,
  );
  const declared = first.headers.get('content-length');
  const size = Number(declared);
  if (!declared || !Number.isSafeInteger(size) || size < 0) {
    const data = new Uint8Array(await first.buffer());
    return { data, filename, size: data.byteLength, contentType };
  }
  let unread: typeof first | undefined = first;
  const open = async (): Promise<AsyncIterable<Uint8Array>> => {
    const response = unread ?? (await get());
    unread = undefined;
    return bytes(response.body);
  };
  return { open, size, filename, contentType };
}

async function* bytes(stream: NodeJS.ReadableStream): AsyncIterable<Uint8Array> {
  for await (const chunk of stream) yield typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
}

function filenameOf(disposition: string | null, url: string): string {
  const star = disposition?.match(/filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i)?.[1];
  const plain = disposition?.match(/filename\s*=\s*"?([^";]+)"?/i)?.[1];
  const named = star ? safeDecode(star.trim()) : plain?.trim();
  if (named) return named.split(/[/\\]/).pop()!;
  return safeDecode(new URL(url).pathname.split('/').pop() || 'file');
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
