/** The hidden trigger behind the "Face Detection" dropdown: face detections this connection ran. */
import type { ZObject } from 'zapier-platform-core';
import { recentFaceDetections } from '../recent/face-detections';

/** The dropdown's `dynamic` reference. */
export const RECENT_FACE_DETECTIONS_REF = 'recent_face_detections.id.name';

/** The trigger, keyed `recent_face_detections`. */
export const recentFaceDetectionsTrigger = {
  key: 'recent_face_detections',
  noun: 'Detection',
  display: {
    label: 'List Recent Face Detections',
    description: 'Lists the face detections this connection ran recently, for dropdowns.',
    hidden: true,
  },
  operation: {
    perform: async (z: ZObject) =>
      (await recentFaceDetections(z)).map((d) => ({
        id: d.id,
        name: `Face detection · ${d.created_at.slice(0, 16).replace('T', ' ')}`,
      })),
    sample: { id: 'cuid-example-detection', name: 'Face detection · 2026-01-01 00:00' },
    outputFields: [
      { key: 'id', label: 'Face Detection ID' },
      { key: 'name', label: 'Face Detection' },
    ],
  },
};
