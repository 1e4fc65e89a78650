/**
 * Replaces local inputs (paths, bytes, streams, Blobs) in a create's params by
 * uploaded `file_path`s: validates first with placeholders so bad input
 * uploads nothing, then uploads every local input in one batch.
 */
import { mapAssetValues } from '../catalog/assets';
import type { Operation } from '../catalog/types';
import type { FilesApi, UploadTarget } from '../uploads/files';
import { extensionOf } from '../uploads/media-types';
import { isLocalSource, type LocalSource } from '../uploads/sources';
import { validateRequest } from '../validation';

export interface ResolveOptions {
  signal?: AbortSignal;
  onProgress?: (p: { index: number; sentBytes: number; totalBytes: number }) => void;
}

/** `params` with every local input uploaded and replaced by its `file_path`; strings pass through unchanged. */
export async function resolveAssets(
  op: Operation,
  params: Record<string, unknown>,
  files: FilesApi,
  options: ResolveOptions = {},
): Promise<Record<string, unknown>> {
  const locals: LocalSource[] = [];
  const targets: UploadTarget[] = [];
  const placeholder = (i: number, source: LocalSource) =>
    `api-assets/pending-upload/${i}.${extensionOf(nameOf(source)) ?? 'bin'}`;

  const withPlaceholders = await mapAssetValues(op, params, async (value, field) => {
    if (!isLocalSource(value)) return value;
    locals.push(value);
    targets.push({ field: field.path, types: field.types });
    return placeholder(locals.length - 1, value);
  });
  if (locals.length === 0) return params;
  validateRequest(op, withPlaceholders);

  const uploaded = await files.uploadMany(locals, {
    targets,
    signal: options.signal,
    onProgress: options.onProgress,
  });
  const byPlaceholder = new Map(
    locals.map((source, i) => [placeholder(i, source), uploaded[i]!.filePath]),
  );
  return mapAssetValues(op, withPlaceholders, async (value) =>
    typeof value === 'string' ? (byPlaceholder.get(value) ?? value) : value,
  );
}

function nameOf(source: LocalSource): string {
  return 'data' in source ? source.filename : (source.filename ?? source.path);
}
