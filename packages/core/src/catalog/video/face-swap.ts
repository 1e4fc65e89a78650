import { asset, choice, obj, projectName } from '../fields';
import type { Operation } from '../types';
import {
  clip,
  faceMappings,
  faceSwapMode,
  legacySize,
  videoSourceFields,
  withFaceSwapRules,
  withVideoSourceRules,
} from '../shared-fields';
import { perSecond } from '../credits';

const schema = withFaceSwapRules(
  withVideoSourceRules(
    obj({
      name: projectName('Face Swap'),
      ...clip,
      assets: obj({
        ...videoSourceFields(['video', 'gif'], 'The video (or GIF) whose faces are replaced.'),
        face_swap_mode: faceSwapMode.optional(),
        image_file_path: asset(
          ['image'],
          'Image of the face to put in. Required for all-faces mode.',
          'Face Image',
        ).optional(),
        face_mappings: faceMappings.optional(),
      }),
      style: obj({
        version: choice(
          ['v1', 'v2', 'default'],
          'Model version; v1 selects the older one.',
          'default',
        ).optional(),
      }).optional(),
      ...legacySize,
    }),
  ),
  'image_file_path',
);

/** Video face swap: 24 credits per second rendered at 24 fps. */
export const faceSwap: Operation<typeof schema> = {
  key: 'face-swap',
  method: 'POST',
  path: '/v1/face-swap',
  kind: 'video',
  label: 'Face Swap (Video)',
  description: 'Swaps faces in a video with the face from an image.',
  schema,
  estimateCredits: (p) => perSecond(p, 24),
  typicalSeconds: 96,
};
