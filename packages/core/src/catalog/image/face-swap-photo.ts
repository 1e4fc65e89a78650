import { asset, obj, projectName } from '../fields';
import {
  faceMappings,
  faceSwapMode,
  IMAGE_TYPICAL_SECONDS,
  withFaceSwapRules,
} from '../shared-fields';
import type { Operation } from '../types';

const schema = withFaceSwapRules(
  obj({
    name: projectName('Face Swap'),
    assets: obj({
      target_file_path: asset(['image'], 'The photo whose faces are replaced.', 'Target Image'),
      face_swap_mode: faceSwapMode.optional(),
      source_file_path: asset(
        ['image'],
        'Image of the face to put in. Required for all-faces mode.',
        'Source Face Image',
      ).optional(),
      face_mappings: faceMappings.optional(),
    }),
  }),
  'source_file_path',
);

/** Photo face swap: 10 credits per image. */
export const faceSwapPhoto: Operation<typeof schema> = {
  key: 'face-swap-photo',
  method: 'POST',
  path: '/v1/face-swap-photo',
  kind: 'image',
  label: 'Face Swap (Photo)',
  description: 'Swaps faces in a photo with the face from another image.',
  schema,
  estimateCredits: () => 10,
  typicalSeconds: IMAGE_TYPICAL_SECONDS,
};
