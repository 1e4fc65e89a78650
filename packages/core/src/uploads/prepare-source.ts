/**
 * Reading a local source for its PUT: its name, exact size, content type, and
 * a fresh body per attempt (re-read for retries when the source allows it).
 */
import {
  invalid,
  isReopenable,
  type LocalSource,
  type PreparedSource,
  type ResolvedSource,
  type SourceData,
  type SourceResolver,
} from './sources';

/** Reads a local source's name, size and body, asking `resolve` for `{ path }` and other host sources. */
export async function prepareSource(
  source: LocalSource,
  resolve: SourceResolver | undefined,
  field = 'file',
): Promise<PreparedSource> {
  if (isReopenable(source)) return fromReopenable(source, source.filename, field);
  if ('data' in source)
    return fromData(source.data, source.filename, source.size, source.contentType, field);
  const resolved = resolve ? await resolve(source) : undefined;
  if (!resolved)
    throw invalid(
      field,
      'local paths need a host that can read files; use @genservice/core/node or pass { data, filename }',
    );
  const filename = source.filename ?? resolved.filename;
  if (isReopenable(resolved)) return fromReopenable(resolved, filename, field);
  const first = fromData(resolved.data, filename, resolved.size, resolved.contentType, field);
  let used = false;
  return {
    ...first,
    rereadable: true,
    async open() {
      if (!used) {
        used = true;
        return first.open();
      }
      const again: ResolvedSource | undefined = await resolve!(source);
      if (!again) throw invalid(field, 'the file could not be reopened for a retry');
      if (isReopenable(again)) return again.open();
      return fromData(again.data, first.filename, first.size, undefined, field).open();
    },
  };
}

function fromReopenable(
  source: { open: () => Promise<AsyncIterable<Uint8Array>>; size: number; contentType?: string },
  filename: string,
  field: string,
): PreparedSource {
  checkSize(source.size, field);
  return {
    filename,
    size: source.size,
    contentType: source.contentType,
    rereadable: true,
    open: () => source.open(),
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
  checkSize(size, field);
  let used = false;
  return {
    filename,
    size: size!,
    contentType,
    rereadable: false,
    async open() {
      if (used) throw invalid(field, 'a one-shot stream cannot be read twice');
      used = true;
      return data;
    },
  };
}

function checkSize(size: number | undefined, field: string): void {
  if (size === undefined || !Number.isSafeInteger(size) || size < 0) {
    throw invalid(
      field,
      'a stream source needs its size in bytes (storage requires a Content-Length)',
    );
  }
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
