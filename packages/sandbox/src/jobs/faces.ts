/**
 * Face detection's results: one PNG per face under `api-assets/<id>/<frame>-<index>.png`
 * (frame 0, index from 0), registered like uploads so a face's `path` works as
 * `original_face` and as any image input.
 */
import type { Storage } from '../storage';
import type { Store } from '../store';

/** Writes faces `0-0.png` … `0-<count-1>.png` of detection `id` and returns their paths. */
export async function detectFaces(
  deps: { store: Store; storage: Storage },
  id: string,
  count: number,
): Promise<string[]> {
  const paths = Array.from({ length: Math.max(0, count) }, (_, i) => `api-assets/${id}/0-${i}.png`);
  for (const path of paths) {
    await deps.storage.copyMedia('face.png', path);
    deps.store.saveUpload({
      filePath: path,
      account: '',
      expiresAt: 0,
      uploadedAt: Date.now(),
      size: null,
    });
  }
  return paths;
}
