/**
 * The files API: turns upload sources into `file_path`s. Strings pass through
 * without a network call; every other source of a batch shares one
 * `POST /v1/files/upload-urls`, then each is PUT to its signed URL.
 */
import type { MediaType } from '../catalog/types';
import type { Transport } from '../client/transport';
import {
  checkMediaType,
  contentTypeFor,
  detectMediaType,
  extensionOf,
  uploadType,
  type DetectedMedia,
} from './media-types';
import { prepareSource } from './prepare-source';
import { inPool } from './pool';
import { putSource } from './put';
import {
  checkStringSource,
  type PreparedSource,
  type SourceResolver,
  type UploadSource,
} from './sources';
import { requestUploadSlots } from './upload-urls';
export {
  isLocalSource,
  type UploadSource,
  type LocalSource,
  type ReopenableSource,
  type SourceResolver,
  type ResolvedSource,
} from './sources';

/** Where a source goes: the field name used in messages and the media types that field accepts. */
export interface UploadTarget {
  field?: string;
  types?: readonly MediaType[];
}

export interface UploadOptions {
  /** Bytes sent so far for the source at `index` (restarts from 0 when a PUT is retried). */
  onProgress?: (p: { index: number; sentBytes: number; totalBytes: number }) => void;
  signal?: AbortSignal;
  /** Media types the target field accepts, to resolve ambiguous extensions like webm. */
  types?: readonly MediaType[];
  /** Per-source target (same index as the sources), overriding `types` for a batch spanning several fields. */
  targets?: readonly (UploadTarget | undefined)[];
  /** PUTs run at once. Default 3. */
  concurrency?: number;
  /** Longest silence of the storage during a PUT; default the client's `timeoutMs`. */
  timeoutMs?: number;
  /** Absolute time in ms on `runtime.now()`'s clock; no request or retry runs past it (`TimeoutError`). */
  deadline?: number;
}

/** Uploads that resolve to values for `*_file_path` fields. */
export interface FilesApi {
  /** The `file_path` (or the URL / `api-assets/…` path unchanged) for one source. */
  upload(source: UploadSource, options?: UploadOptions): Promise<{ filePath: string }>;
  /** Like `upload` for each source, in order, with ONE upload-urls call for the whole batch. */
  uploadMany(
    sources: readonly UploadSource[],
    options?: UploadOptions,
  ): Promise<{ filePath: string }[]>;
}

interface Pending {
  index: number;
  source: PreparedSource;
  media: DetectedMedia;
}

/** The files API over a transport; `resolveSource` lets the host read sources such as `{ path }`. */
export function createFiles(
  transport: Transport,
  hooks: { resolveSource?: SourceResolver } = {},
): FilesApi {
  async function uploadMany(
    sources: readonly UploadSource[],
    options: UploadOptions = {},
  ): Promise<{ filePath: string }[]> {
    const { signal, deadline } = options;
    const results: string[] = new Array(sources.length);
    const pending: Pending[] = [];
    for (const [index, source] of sources.entries()) {
      const target = options.targets?.[index];
      const field = target?.field ?? 'file';
      if (typeof source === 'string') {
        results[index] = checkStringSource(source, field);
        continue;
      }
      const prepared = await prepareSource(source, hooks.resolveSource, field);
      const types = target?.types ?? options.types;
      const media = source.type
        ? checkMediaType(source.type, extensionOf(prepared.filename) ?? '', field)
        : detectMediaType(prepared.filename, types, field);
      pending.push({ index, source: prepared, media });
    }
    if (pending.length === 0) return results.map((filePath) => ({ filePath }));

    const slots = await requestUploadSlots(
      transport,
      pending.map((p) => ({ type: uploadType(p.media.type), extension: p.media.extension })),
      signal,
      deadline,
    );

    const batch = new AbortController();
    const stopBatch = () => batch.abort(signal?.reason);
    if (signal?.aborted) stopBatch();
    signal?.addEventListener('abort', stopBatch, { once: true });
    await inPool(pending, options.concurrency ?? 3, batch, async (p, i) => {
      const totalBytes = p.source.size;
      await putSource(transport, slots[i]!.upload_url, p.source, {
        contentType: p.source.contentType ?? contentTypeFor(p.media),
        onProgress:
          options.onProgress &&
          ((sentBytes) => options.onProgress!({ index: p.index, sentBytes, totalBytes })),
        signal: batch.signal,
        timeoutMs: options.timeoutMs,
        deadline,
      });
      results[p.index] = slots[i]!.file_path;
    }).finally(() => signal?.removeEventListener('abort', stopBatch));
    return results.map((filePath) => ({ filePath }));
  }

  return {
    uploadMany,
    async upload(source, options) {
      const [result] = await uploadMany([source], options);
      return result!;
    },
  };
}
