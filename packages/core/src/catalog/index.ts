/**
 * The catalog: every creation operation of the service, keyed by the path
 * after `/v1/`. n8n and Zapier render their fields from it; adding an entry
 * here adds the operation everywhere.
 */
import { faceSwap } from './video/face-swap';
import { faceSwapPhoto } from './image/face-swap-photo';
import type { Operation } from './types';

/** Every creation operation, in display order (video, image, audio, face detection). */
export const operations: readonly Operation[] = [faceSwap, faceSwapPhoto];

const byKey = new Map(operations.map((op) => [op.key, op]));

/** The operation for a key such as `face-swap`; throws with the known keys when there is none. */
export function getOperation(key: string): Operation {
  const op = byKey.get(key);
  if (!op) throw new Error(`Unknown operation "${key}". Known: ${[...byKey.keys()].join(', ')}`);
  return op;
}

/** Non-creation endpoints, for hosts that render or proxy them. */
export const endpoints = {
  uploadUrls: { method: 'POST', path: '/v1/files/upload-urls' },
  project: (kind: 'video' | 'image' | 'audio', id: string) => `/v1/${kind}-projects/${encodeURIComponent(id)}`,
  faceDetection: (id: string) => `/v1/face-detection/${encodeURIComponent(id)}`,
} as const;

export type { Operation, OperationKind, ProjectKind, MediaType, FieldMeta } from './types';
