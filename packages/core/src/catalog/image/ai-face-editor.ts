import { asset, flag, num, obj, projectName, ui } from '../fields';
import { IMAGE_TYPICAL_SECONDS } from '../shared-fields';
import type { Operation } from '../types';

/** A slider from -100 to 100 in steps of 5; 0 (the default) leaves the feature as it is. */
const slider = (label: string) =>
  ui(
    num('How much to change it, from -100 to 100 in steps of 5; 0 leaves it unchanged.', {
      min: -100,
      max: 100,
      step: 5,
      default: 0,
    }).optional(),
    { label },
  );

const schema = obj({
  name: projectName('Face Editor'),
  assets: obj({
    image_file_path: ui(asset(['image'], 'The photo whose face is edited.'), { label: 'Photo' }),
  }),
  style: obj(
    {
      enhance_face: ui(flag('Whether to sharpen and improve the face.', false).optional(), {
        label: 'Enhance Face',
      }),
      eyebrow_direction: slider('Eyebrow Direction'),
      eye_gaze_horizontal: slider('Eye Gaze (Horizontal)'),
      eye_gaze_vertical: slider('Eye Gaze (Vertical)'),
      eye_open_ratio: slider('Eyes Open'),
      lip_open_ratio: slider('Lips Open'),
      head_roll: slider('Head Tilt (Roll)'),
      head_pitch: slider('Head Nod (Pitch)'),
      head_yaw: slider('Head Turn (Yaw)'),
      mouth_grim: slider('Grim Mouth'),
      mouth_pout: slider('Pout'),
      mouth_purse: slider('Pursed Lips'),
      mouth_smile: slider('Smile'),
      mouth_position_horizontal: slider('Mouth Position (Horizontal)'),
      mouth_position_vertical: slider('Mouth Position (Vertical)'),
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
  action: 'Edit a face in a photo',
  description: 'Edits facial features of a photo: gaze, smile, head pose and more.',
  schema,
  typicalSeconds: IMAGE_TYPICAL_SECONDS,
  serviceType: 'FACE_EDITOR',
  outputExtension: 'png',
};
