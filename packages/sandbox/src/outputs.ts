/**
 * What a finished job produces: real, small files of the media type the tool
 * makes (copied from the committed samples), stored per project and linked
 * with download URLs that expire 24 h after each read, like the service's.
 */
import type { Operation } from '@genservice/core/internal';
import type { UrlSigner } from './signed-urls';
import type { Storage } from './storage';

/** Download links last 24 h; reading the project again gives fresh ones. */
export const DOWNLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The sample files (in `media/`) a job of `op` with `request` outputs, in
 * order: one per requested image for image tools, one otherwise, with the
 * catalog's output extension (an `output_format` in the request wins).
 */
export function outputMedia(op: Operation, request: Record<string, unknown>): string[] {
  if (op.kind === 'face-detection') return [];
  const format = typeof request.output_format === 'string' ? request.output_format : undefined;
  const ext = format ?? op.outputExtension;
  const count =
    op.kind === 'image' && typeof request.image_count === 'number' && request.image_count > 1
      ? Math.min(16, Math.floor(request.image_count))
      : 1;
  return Array.from({ length: count }, () => `output.${ext}`);
}

/** Writes a project's outputs and returns their storage paths (`outputs/<id>/<i>.<ext>`). */
export async function writeOutputs(
  storage: Storage,
  projectId: string,
  media: string[],
): Promise<string[]> {
  const paths = media.map((file, i) => `outputs/${projectId}/${i}.${file.split('.').pop()}`);
  await Promise.all(media.map((file, i) => storage.copyMedia(file, paths[i]!)));
  return paths;
}

/** Removes every output of a project. */
export async function deleteOutputs(storage: Storage, projectId: string): Promise<void> {
  await storage.remove(`outputs/${projectId}`);
}

/** `{ url, expires_at }` for each output, signed for GET until 24 h from `now`. */
export function downloadLinks(
  signer: UrlSigner,
  paths: string[],
  now = Date.now(),
): { url: string; expires_at: string }[] {
  const expiresAt = now + DOWNLOAD_TTL_MS;
  return paths.map((path) => ({
    url: signer.sign('GET', `/${path}`, expiresAt),
    expires_at: new Date(Math.floor(expiresAt / 1000) * 1000).toISOString(),
  }));
}
