/**
 * The check a job runs on its input files when it starts, as the service
 * does: every asset field (from the catalog) must name an uploaded
 * `api-assets/…` file, a saved item's `saved-items/…` file or a fetchable URL, or the job fails with
 * `invalid_<type>_path`.
 *
 * The sandbox cannot fetch the internet: an http(s) URL counts as fetchable
 * when its path has an extension, unless its host is `invalid.example` (or
 * ends in `.invalid`) or its path contains `missing`.
 */
import {
  EXTENSIONS,
  extensionOf,
  mapAssets,
  type MediaType,
  type Operation,
} from '@genservice/core/internal';
import type { Storage } from '../storage';
import type { Store } from '../store';
import { invalidPathCode, invalidPathMessage, messageFor } from './error-codes';

/** Uploaded inputs are kept 7 days. */
export const RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export interface InputFailure {
  code: string;
  message: string;
}

/** The first input problem of a job's request, or undefined when every input is usable. */
export async function checkInputs(
  op: Operation,
  request: Record<string, unknown>,
  store: Store,
  storage: Storage,
  now = Date.now(),
): Promise<InputFailure | undefined> {
  const found: { value: string; path: string; types: MediaType[] }[] = [];
  await mapAssets(op, request, async (value, field) => {
    found.push({ value, ...field });
    return value;
  });
  for (const { value, path, types } of found) {
    const type = mediaOf(value, types);
    const field = path.split('.').pop()!.replace('[]', '');
    if (!(await exists(value, store, storage, now)))
      return { code: invalidPathCode(type), message: invalidPathMessage(field, value) };
    const ext = extensionOf(value) ?? '';
    if (!types.some((t) => EXTENSIONS[t].includes(ext)))
      return { code: `invalid_${type}_file`, message: messageFor(`invalid_${type}_file`) };
  }
  return checkOriginalFaces(request, storage);
}

async function exists(
  value: string,
  store: Store,
  storage: Storage,
  now: number,
): Promise<boolean> {
  if (/^https?:\/\//i.test(value)) return fetchable(value);
  if (value.startsWith('saved-items/')) return storage.exists(value);
  if (!value.startsWith('api-assets/')) return false;
  const upload = store.upload(value);
  if (!upload?.uploadedAt || now - upload.uploadedAt > RETENTION_MS) return false;
  return storage.exists(value);
}

function fetchable(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const badHost = url.hostname === 'invalid.example' || url.hostname.endsWith('.invalid');
  return (
    !badHost && !url.pathname.toLowerCase().includes('missing') && extensionOf(value) !== undefined
  );
}

/** The media type an input is checked as: its extension's when ambiguous, gif inputs count as video. */
function mediaOf(value: string, types: MediaType[]): 'video' | 'audio' | 'image' {
  const ext = extensionOf(value) ?? '';
  const match = types.find((t) => EXTENSIONS[t].includes(ext)) ?? types[0] ?? 'image';
  return match === 'gif' ? 'video' : match;
}

/** `face_mappings[].original_face` given as an `api-assets/…` face path must exist (bare `0-0.png` names are accepted). */
async function checkOriginalFaces(
  request: Record<string, unknown>,
  storage: Storage,
): Promise<InputFailure | undefined> {
  const mappings = (request.assets as { face_mappings?: unknown } | undefined)?.face_mappings;
  if (!Array.isArray(mappings)) return undefined;
  for (const m of mappings) {
    const face = (m as { original_face?: unknown })?.original_face;
    if (
      typeof face === 'string' &&
      face.startsWith('api-assets/') &&
      !(await storage.exists(face))
    ) {
      return { code: 'invalid_image_path', message: invalidPathMessage('original_face', face) };
    }
  }
  return undefined;
}
