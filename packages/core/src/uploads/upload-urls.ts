/**
 * `POST /v1/files/upload-urls`: one call for a batch of files, its answer
 * checked by hand (no schema library on the upload path).
 */
import { GenServiceError } from '../errors';
import type { Transport } from '../client/transport';
import { isHttpUrl } from './put';

/** One signed slot: where to PUT the bytes and the `file_path` to give the service. */
export interface UploadSlot {
  upload_url: string;
  file_path: string;
  expires_at?: string;
}

/**
 * Asks for one slot per item, in order. Throws `GenServiceError` unless the
 * answer holds exactly as many slots as items, each with an http(s) `upload_url`
 * and a string `file_path`. Messages never quote the signed URLs.
 */
export async function requestUploadSlots(
  transport: Transport,
  items: readonly { type: string; extension: string }[],
  signal?: AbortSignal,
  deadline?: number,
): Promise<UploadSlot[]> {
  const raw = await transport.call({
    method: 'POST',
    path: '/v1/files/upload-urls',
    body: { items },
    signal,
    deadline,
  });
  const slots = (raw as { items?: unknown } | undefined)?.items;
  const valid = Array.isArray(slots) && slots.every(isSlot);
  if (!valid || slots.length !== items.length) {
    throw new GenServiceError(
      `POST /v1/files/upload-urls returned ${valid ? slots.length : 'malformed'} items for ${items.length} files`,
    );
  }
  return slots;
}

function isSlot(value: unknown): value is UploadSlot {
  const v = value as Partial<UploadSlot> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.upload_url === 'string' &&
    isHttpUrl(v.upload_url) &&
    typeof v.file_path === 'string' &&
    (v.expires_at === undefined || typeof v.expires_at === 'string')
  );
}
