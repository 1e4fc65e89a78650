import { asset, flag, num, obj, projectName } from '../fields';
import { IMAGE_TYPICAL_SECONDS } from '../shared-fields';
import type { Operation } from '../types';

/** A slider from -100 to 100 in steps of 5; 0 (the default) leaves the feature as it is. */
const slider = (what: string) =>
  num(`${what} (-100 to 100, in steps of 5).`, {
    min: -100,
    max: 100,
    step: 5,
    default: 0,
  }).optional();

const schema = obj({
  name: projectName('Face Editor'),
  assets: obj({
    image_file_path: asset(['image'], 'The image whose face is edited.', 'Image'),
  }),
  style: obj(
    {
      enhance_face: flag('Enhance the face features.', false).optional(),
      eyebrow_direction: slider('Eyebrow direction'),
      eye_gaze_horizontal: slider('Horizontal eye gaze'),
      eye_gaze_vertical: slider('Vertical eye gaze'),
      eye_open_ratio: slider('How open the eyes are'),
      lip_open_ratio: slider('How open the lips are'),
      head_roll: slider('Head roll'),
      head_pitch: slider('Head pitch'),
      head_yaw: slider('Head yaw'),
      mouth_grim: slider('Grim mouth'),
      mouth_pout: slider('Pout'),
      mouth_purse: slider('Pursed lips'),
      mouth_smile: slider('Smile'),
      mouth_position_horizontal: slider('Horizontal mouth position'),
      mouth_position_vertical: slider('Vertical mouth position'),
    },
    { description: 'The edits; send only those you want.' },
  ),
});

/** Face editor: 1 credit per edit. */
export const aiFaceEditor: Operation<typeof schema> = {
  key: 'ai-face-editor',
  method: 'POST',
  path: '/v1/ai-face-editor',
  kind: 'image',
  label: 'AI Face Editor',
  description: 'Edits facial features of a photo: gaze, smile, head pose and more.',
  schema,
  estimateCredits: () => 1,
  typicalSeconds: IMAGE_TYPICAL_SECONDS,
};
