/**
 * The one upload path of a create: validates with placeholders first (bad
 * input uploads nothing and asks the host for nothing), then lets the host
 * claim strings (`hostSource`), checks the other strings as URLs or
 * `api-assets/…` paths, and uploads every local input with ONE upload-urls call.
 */
import { mapAssetValues, type AssetField } from '../catalog/assets';
import { describeFields } from '../catalog/describe';
import { normalizeRequest } from '../catalog/normalize';
import type { MediaType, Operation } from '../catalog/types';
import type { FilesApi, UploadTarget } from '../uploads/files';
import { extensionOf } from '../uploads/media-types';
import { checkStringSource, isLocalSource, type LocalSource } from '../uploads/sources';
import { validateRequest, type ValidationOptions } from '../validation';
import { checkFormSource, validateForUser } from '../validation-for-user';

/** The field a string came from: wire path, form label, and the media types it accepts. */
export interface HostField {
  path: string;
  label: string;
  types: readonly MediaType[];
}

/**
 * Host hook: the source a string stands for when the host owns it (n8n: a
 * binary property name; Zapier: a file URL it must fetch), or undefined to
 * treat it as a URL / `api-assets/…` path.
 */
export type HostSource = (value: string, field: HostField) => Promise<LocalSource | undefined>;

/** `tier` (optional) holds the body to the paid-plan rules before anything is read or uploaded. */
export interface PrepareOptions extends ValidationOptions {
  signal?: AbortSignal;
  /** Lets the host turn strings into sources; when given, messages name fields by their form label. */
  hostSource?: HostSource;
  /** Absolute time (ms on the runtime's clock) by which the uploads must end. */
  deadline?: number;
  /** Upload progress of local inputs, `index` in upload order. */
  onUploadProgress?: (p: { index: number; sentBytes: number; totalBytes: number }) => void;
}

const PENDING = 'api-assets/pending-upload/';

/**
 * A create's inputs resolved but not uploaded: the validated wire body with every local input
 * (and every string `hostSource` claimed) held as a placeholder, and those sources in order.
 */
export interface ResolvedSources {
  /** The validated body; local inputs are `api-assets/pending-upload/<n>.<ext>` placeholders. */
  body: Record<string, unknown>;
  /** The sources to upload, placeholder `n` at index `n`. */
  locals: readonly LocalSource[];
  targets: readonly UploadTarget[];
}

/**
 * Phase one of a create: validates `params` for `op` with placeholders first (bad input asks
 * the host for nothing), lets `hostSource` claim strings and checks the rest as URLs or
 * `api-assets/…` paths. Reads no file and sends no request. Throws `ValidationError`.
 */
export async function resolveSources(
  op: Operation,
  params: Record<string, unknown>,
  options: Pick<PrepareOptions, 'hostSource' | 'tier'> = {},
): Promise<ResolvedSources> {
  const { hostSource, tier } = options;
  const validate = hostSource ? validateForUser : validateRequest;
  const labels = hostSource ? labelsOf(op) : new Map<string, string>();
  const nameOf = (field: AssetField) => {
    const label = labels.get(field.path);
    return label ? `${label} (${field.path})` : field.path;
  };
  const locals: LocalSource[] = [];
  const targets: UploadTarget[] = [];
  const hold = (source: LocalSource, field: AssetField) => {
    locals.push(source);
    targets.push({ field: nameOf(field), types: field.types });
    return `${PENDING}${locals.length - 1}.${extensionOf(fileNameOf(source)) ?? 'bin'}`;
  };

  const normalized = normalizeRequest(op.key, params) as Record<string, unknown>;
  const placed = await mapAssetValues(op, normalized, async (value, field) =>
    isLocalSource(value) ? hold(value, field) : value,
  );
  validate(op, placed, { tier });

  const claimed = new Map<string, Promise<string>>();
  const resolved = await mapAssetValues(op, placed, async (value, field) => {
    if (typeof value !== 'string' || value.startsWith(PENDING)) return value;
    if (!hostSource) return checkStringSource(value, nameOf(field));
    let pending = claimed.get(value);
    if (!pending) {
      const label = labels.get(field.path) ?? field.path;
      pending = hostSource(value, { path: field.path, label, types: field.types }).then((source) =>
        source ? hold(source, field) : checkFormSource(value, nameOf(field), field.types),
      );
      claimed.set(value, pending);
    }
    return pending;
  });
  return { body: validate(op, resolved, { tier }), locals, targets };
}

/**
 * Phase two: uploads every held source with ONE upload-urls call (none when there are none) and
 * returns the validated body with each placeholder replaced by its `file_path`.
 */
export async function uploadSources(
  op: Operation,
  sources: ResolvedSources,
  files: FilesApi,
  options: PrepareOptions = {},
): Promise<Record<string, unknown>> {
  const validate = options.hostSource ? validateForUser : validateRequest;
  if (sources.locals.length === 0) return sources.body;
  const uploaded = await files.uploadMany([...sources.locals], {
    targets: [...sources.targets],
    signal: options.signal,
    onProgress: options.onUploadProgress,
    deadline: options.deadline,
  });
  const final = await mapAssetValues(op, sources.body, async (value) => {
    const index = placeholderIndex(value);
    return index === undefined ? value : uploaded[index]!.filePath;
  });
  return validate(op, final, { tier: options.tier });
}

/**
 * The validated wire body of `params` for `op`, every local input (and every
 * string `hostSource` claims) uploaded and replaced by its `file_path`.
 * Throws `ValidationError` before any host call or request when the input is invalid.
 */
export async function prepareBody(
  op: Operation,
  params: Record<string, unknown>,
  files: FilesApi,
  options: PrepareOptions = {},
): Promise<Record<string, unknown>> {
  return uploadSources(op, await resolveSources(op, params, options), files, options);
}

/** The index of the held source a placeholder stands for; undefined for any other value. */
export function placeholderIndex(value: unknown): number | undefined {
  if (typeof value !== 'string' || !value.startsWith(PENDING)) return undefined;
  return Number.parseInt(value.slice(PENDING.length), 10);
}

/** Form labels by asset path (`assets.face_mappings[].new_face` for array items). */
function labelsOf(op: Operation): Map<string, string> {
  const labels = new Map<string, string>();
  for (const spec of describeFields(op)) {
    labels.set(spec.path, spec.label || spec.title);
    labels.set(`${spec.path}[]`, spec.label || spec.title);
    for (const item of spec.items ?? [])
      labels.set(`${spec.path}[].${item.path}`, item.label || item.title);
  }
  return labels;
}

/** The file name of a local source (its path when it has no name). */
export function fileNameOf(source: LocalSource): string {
  if ('path' in source) return source.filename ?? source.path;
  return source.filename;
}
