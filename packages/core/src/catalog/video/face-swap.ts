import { choice, obj, projectName, ui } from '../fields';
import type { Operation } from '../types';
import {
  clip,
  faceImage,
  faceMappings,
  faceSwapMode,
  legacySize,
  videoSourceFields,
  withFaceSwapRules,
  withVideoSourceRules,
} from '../shared-fields';
import { versionLabels } from '../values/option-labels';

const schema = withFaceSwapRules(
  withVideoSourceRules(
    obj({
      name: projectName('Face Swap'),
      ...clip,
      assets: obj({
        ...videoSourceFields(['video', 'gif'], 'The video (or GIF) whose faces are replaced.'),
        face_swap_mode: faceSwapMode.optional(),
        image_file_path: faceImage('A photo of the face to put in the video.'),
        face_mappings: faceMappings.optional(),
      }),
      style: obj({
        version: ui(
          choice(['default', 'v2', 'v1'], 'Which face swap model to use.', 'default').optional(),
          { label: 'Model Version', optionLabels: versionLabels },
        ),
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
  action: 'Swap faces in a video',
  description: 'Swaps faces in a video with the face from an image.',
  schema,
  typicalSeconds: 96,
  serviceType: 'FACE_SWAP',
  outputExtension: 'mp4',
};
