import { asset, obj, projectName, ui } from '../fields';
import {
  faceImage,
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
      target_file_path: ui(asset(['image'], 'The photo whose faces are replaced.'), {
        label: 'Photo',
      }),
      face_swap_mode: faceSwapMode.optional(),
      source_file_path: faceImage('A photo of the face to put in.'),
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
  action: 'Swap faces in a photo',
  description: 'Swaps faces in a photo with the face from another image.',
  schema,
  typicalSeconds: IMAGE_TYPICAL_SECONDS,
  serviceType: 'FACE_SWAP',
  outputExtension: 'jpg',
};
