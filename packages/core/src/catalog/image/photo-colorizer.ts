import { asset, obj, projectName } from '../fields';
import { IMAGE_TYPICAL_SECONDS } from '../shared-fields';
import type { Operation } from '../types';

const schema = obj({
  name: projectName('Photo Colorizer'),
  assets: obj({
    image_file_path: asset(['image'], 'The black-and-white photo to colorize.', 'Image'),
  }),
});

/** Photo colorizer: 10 credits per image. */
export const photoColorizer: Operation<typeof schema> = {
  key: 'photo-colorizer',
  method: 'POST',
  path: '/v1/photo-colorizer',
  kind: 'image',
  label: 'Photo Colorizer',
  description: 'Colorizes a black-and-white photo.',
  schema,
  estimateCredits: () => 10,
  typicalSeconds: IMAGE_TYPICAL_SECONDS,
};
