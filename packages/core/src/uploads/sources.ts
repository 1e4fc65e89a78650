/**
 * What can be uploaded, and how each kind is read: strings pass through,
 * bytes and Blobs are streamed (and can be re-read for a retry), streams are
 * read once, and paths are opened by the host's resolver.
 */
import { ValidationError } from '../errors';
import type { MediaType } from '../catalog/types';
import { extensionOf } from './media-types';

/** Bytes or a stream of bytes. Node `Readable`s are `AsyncIterable<Uint8Array>`. */
export type SourceData = Uint8Array | ReadableStream<Uint8Array> | AsyncIterable<Uint8Array> | Blob;

/**
 * An input file: an `api-assets/…` path or an http(s) URL (passed through), a
 * local path (read by the host's resolver), or data with a file name.
 * `size` is required for streams: storage needs a Content-Length.
 */
export type UploadSource =
  | string
  | { path: string; type?: MediaType; filename?: string }
  | { data: SourceData; filename: string; type?: MediaType; size?: number; contentType?: string };

/** A source that needs uploading (every non-string source). */
export type LocalSource = Exclude<UploadSource, string>;

/** What a host resolver returns for a source the core cannot read itself. */
export interface ResolvedSource {
  data: SourceData;
  filename: string;
  size: number;
  contentType?: string;
}

/** Host hook: turns a source the core cannot read (e.g. `{ path }`) into data; undefined when it cannot either. */
export type SourceResolver = (source: UploadSource) => Promise<ResolvedSource | undefined>;

/** A source ready to PUT. `open` returns a fresh body per attempt; it throws when a one-shot stream was already read. */
export interface PreparedSource {
  filename: string;
  size: number;
  contentType?: string;
  rereadable: boolean;
  open(): Promise<AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>>;
}

/** True for sources that must be uploaded (objects with `path` or `data`), false for strings and anything else. */
export function isLocalSource(value: unknown): value is LocalSource {
  if (typeof value !== 'object' || value === null) return false;
  return (
    typeof (value as { path?: unknown }).path === 'string' ||
    (value as { data?: unknown }).data != null
  );
}

const LIBRARY_URL = /^https:\/\/(www\.)?magichour\.ai\/my-library(\/|\?|$)/i;

/**
 * Checks a string source and returns it unchanged: `api-assets/…` paths, library
 * URLs and http(s) URLs whose path has an extension. Local-looking paths
 * (`/…`, `./…`, `C:\…`, `file:`) are rejected with a hint to pass `{ path }`.
 */
export function checkStringSource(value: string, field = 'file'): string {
  if (/^https?:\/\//i.test(value)) {
    if (LIBRARY_URL.test(value) || extensionOf(value)) return value;
    throw invalid(field, 'a URL must include the file extension in its path (e.g. …/video.mp4)');
  }
  if (/^(\.{0,2}[/\\]|[a-z]:[/\\]|file:|~[/\\])/i.test(value)) {
    throw invalid(
      field,
      `"${value}" looks like a local path; pass { path } to upload it, or give a URL or api-assets/… file path`,
    );
  }
  return value;
}

/** Reads a local source's name, size and body, asking `resolve` for anything but `{ data }`. */
export async function prepareSource(
  source: LocalSource,
  resolve: SourceResolver | undefined,
  field = 'file',
): Promise<PreparedSource> {
  if ('data' in source)
    return fromData(source.data, source.filename, source.size, source.contentType, field);
  const resolved = resolve ? await resolve(source) : undefined;
  if (!resolved)
    throw invalid(
      field,
      'local paths need a host that can read files; use @genservice/core/node or pass { data, filename }',
    );
  const first = fromData(
    resolved.data,
    source.filename ?? resolved.filename,
    resolved.size,
    resolved.contentType,
    field,
  );
  let used = false;
  return {
    ...first,
    rereadable: true,
    async open() {
      if (!used) {
        used = true;
        return first.open();
      }
      const again = await resolve!(source);
      if (!again) throw invalid(field, 'the file could not be reopened for a retry');
      return fromData(again.data, first.filename, first.size, undefined, field).open();
    },
  };
}

function fromData(
  data: SourceData,
  filename: string,
  size: number | undefined,
  contentType: string | undefined,
  field: string,
): PreparedSource {
  if (data instanceof Uint8Array) {
    return {
      filename,
      size: data.byteLength,
      contentType,
      rereadable: true,
      open: async () => chunks(data),
    };
  }
  if (isBlob(data)) {
    return {
      filename,
      size: data.size,
      contentType: contentType ?? (data.type || undefined),
      rereadable: true,
      open: async () => data.stream(),
    };
  }
  if (size === undefined || !Number.isSafeInteger(size) || size < 0) {
    throw invalid(
      field,
      'a stream source needs its size in bytes (storage requires a Content-Length)',
    );
  }
  let used = false;
  return {
    filename,
    size,
    contentType,
    rereadable: false,
    async open() {
      if (used) throw invalid(field, 'a one-shot stream cannot be read twice');
      used = true;
      return data;
    },
  };
}

/** Views of at most 64 KiB over the bytes, without copying them. */
async function* chunks(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  for (let at = 0; at < bytes.byteLength; at += 65_536) yield bytes.subarray(at, at + 65_536);
}

function isBlob(value: unknown): value is Blob {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Blob).stream === 'function' &&
    typeof (value as Blob).size === 'number'
  );
}

function invalid(field: string, problem: string): ValidationError {
  return new ValidationError([{ field, message: `Invalid value for ${field}: ${problem}` }]);
}
