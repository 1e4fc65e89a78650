/**
 * What can be uploaded: strings pass through (checked as URLs or
 * `api-assets/…` paths), bytes, Blobs and reopenable sources are streamed and
 * re-read for a retry, one-shot streams are read once, and paths are read by
 * the host's resolver.
 */
import { ValidationError } from '../errors';
import type { MediaType } from '../catalog/types';
import { extensionOf } from './media-types';

/** Bytes or a stream of bytes. Node `Readable`s are `AsyncIterable<Uint8Array>`. */
export type SourceData = Uint8Array | ReadableStream<Uint8Array> | AsyncIterable<Uint8Array> | Blob;

/**
 * A file a host can open as often as needed (n8n's stored binaries, a file on
 * disk): `open` is called once per PUT attempt, so a retried PUT re-reads it
 * from the start. `size` is its exact length in bytes (sent as Content-Length).
 */
export interface ReopenableSource {
  open: () => Promise<AsyncIterable<Uint8Array>>;
  size: number;
  filename: string;
  contentType?: string;
  type?: MediaType;
}

/**
 * An input file: an `api-assets/…` path or an http(s) URL (passed through), a
 * local path (read by the host's resolver), data with a file name, or a
 * reopenable source. `size` is required for streams: storage needs a Content-Length.
 */
export type UploadSource =
  | string
  | { path: string; type?: MediaType; filename?: string }
  | { data: SourceData; filename: string; type?: MediaType; size?: number; contentType?: string }
  | ReopenableSource;

/** A source that needs uploading (every non-string source). */
export type LocalSource = Exclude<UploadSource, string>;

/** What a host resolver returns for a source the core cannot read itself: data, or a reopenable source. */
export type ResolvedSource =
  { data: SourceData; filename: string; size: number; contentType?: string } | ReopenableSource;

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

/** True for sources that must be uploaded (objects with `path`, `data` or `open`), false for strings and anything else. */
export function isLocalSource(value: unknown): value is LocalSource {
  if (typeof value !== 'object' || value === null) return false;
  return (
    typeof (value as { path?: unknown }).path === 'string' ||
    (value as { data?: unknown }).data != null ||
    isReopenable(value)
  );
}

/** True for `{ open, size, filename }` sources. */
export function isReopenable(value: unknown): value is ReopenableSource {
  const v = value as Partial<ReopenableSource> | null;
  return typeof v?.open === 'function' && typeof v.size === 'number';
}

const LIBRARY_URL = /^https:\/\/(www\.)?magichour\.ai\/my-library(\/|\?|$)/i;

/**
 * True for a file the service already stores, sent as is: an upload's `api-assets/…` path or a
 * saved item's `saved-items/…` path (durable; `GET /v1/saved-items`).
 */
export function isServiceFilePath(value: string): boolean {
  return /^(api-assets|saved-items)\//i.test(value.trim());
}

/**
 * Checks a string source and returns it unchanged: `api-assets/…` paths, library
 * URLs and http(s) URLs whose path has an extension. Local-looking paths
 * (`/…`, `./…`, `C:\…`, `file:`) are rejected with a hint to pass `{ path }`.
 * `field` is how messages name the field.
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

/** `Invalid value for <field>: <problem>` as a `ValidationError`. */
export function invalid(field: string, problem: string): ValidationError {
  return new ValidationError([{ field, message: `Invalid value for ${field}: ${problem}` }]);
}
