import { asset, num, obj } from './fields';
import type { Operation } from './types';

const schema = obj({
  confidence_score: num(
    'Only faces detected with at least this confidence (0 to 1, in steps of 0.05) are listed.',
    { min: 0, max: 1, default: 0.5 },
  ).optional(),
  assets: obj({
    target_file_path: asset(['image', 'video'], 'The image or video to find faces in.', 'Target'),
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
  description: 'Detects the faces in an image or video for multi-face swaps.',
  schema,
  estimateCredits: () => 0,
};
