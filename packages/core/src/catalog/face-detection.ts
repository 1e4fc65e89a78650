import { asset, num, obj, ui } from './fields';
import type { Operation } from './types';

const schema = obj({
  confidence_score: ui(
    num('Lists only faces found with at least this confidence, in steps of 0.05.', {
      min: 0,
      max: 1,
      default: 0.5,
    }).optional(),
    { label: 'Minimum Confidence' },
  ),
  assets: obj({
    target_file_path: ui(asset(['image', 'video'], 'The image or video to find faces in.'), {
      label: 'Image or Video',
    }),
  }),
});

/**
 * Face detection: its own resource (`GET /v1/face-detection/{id}`), free for
 * now. The listed faces' paths feed `face_mappings[].original_face`.
 */
export const faceDetection: Operation<typeof schema> = {
  key: 'face-detection',
  method: 'POST',
  path: '/v1/face-detection',
  kind: 'face-detection',
  label: 'Face Detection',
  action: 'Detect faces in an image or video',
  description: 'Detects the faces in an image or video for multi-face swaps.',
  schema,
  serviceType: 'FACE_DETECTION',
  outputExtension: 'png',
};
