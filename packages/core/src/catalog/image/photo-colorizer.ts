import { asset, obj, projectName, ui } from '../fields';
import { IMAGE_TYPICAL_SECONDS } from '../shared-fields';
import type { Operation } from '../types';

const schema = obj({
  name: projectName('Photo Colorizer'),
  assets: obj({
    image_file_path: ui(asset(['image'], 'The black-and-white photo to colorize.'), {
      label: 'Photo',
    }),
  }),
});

/** Photo colorizer: 10 credits per image. */
export const photoColorizer: Operation<typeof schema> = {
  key: 'photo-colorizer',
  method: 'POST',
  path: '/v1/photo-colorizer',
  kind: 'image',
  label: 'Photo Colorizer',
  action: 'Colorize a photo',
  description: 'Colorizes a black-and-white photo.',
  schema,
  typicalSeconds: IMAGE_TYPICAL_SECONDS,
  serviceType: 'PHOTO_COLORIZER',
  outputExtension: 'jpg',
};
