/** Gets the results of a face detection job by id; no match returns `[]`. */
import { NotFoundError } from '@genservice/core/internal';
import type { Bundle, ZObject } from 'zapier-platform-core';
import { withZapierErrors } from '../errors';
import {
  faceDetectionOutput,
  faceDetectionOutputFields,
  includeRawField,
  sampleFaceDetection,
  shownOutput,
} from '../outputs';
import { clientFor, stepDeadline } from '../service';
import { RECENT_FACE_DETECTIONS_REF } from '../triggers/recent-face-detections';

async function perform(z: ZObject, bundle: Bundle): Promise<Record<string, unknown>[]> {
  const id = String(bundle.inputData.face_detection_id ?? '').trim();
  if (!id) return [];
  try {
    const job = await clientFor(z, bundle, stepDeadline()).jobs.get('face-detection', id);
    return [shownOutput(bundle, faceDetectionOutput(job))];
  } catch (err) {
    if (err instanceof NotFoundError) return [];
    throw err;
  }
}

/** The "Find Face Detection Results" search. */
export const findFaceDetection = {
  key: 'find_face_detection',
  noun: 'Detection',
  display: {
    label: 'Find Face Detection Results',
    description: 'Finds the faces detected by a face detection job, for multi-face swaps.',
  },
  operation: {
    inputFields: [
      {
        key: 'face_detection_id',
        label: 'Face Detection',
        required: true,
        dynamic: RECENT_FACE_DETECTIONS_REF,
        helpText:
          'Pick a recent face detection, or map the Face Detection ID from the Detect Faces in Image or Video step.',
      },
      includeRawField,
    ],
    perform: withZapierErrors(perform),
    sample: sampleFaceDetection(),
    outputFields: [...faceDetectionOutputFields],
  },
};
