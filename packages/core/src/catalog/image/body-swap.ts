import { asset, obj, openChoice, projectName } from '../fields';
import { IMAGE_TYPICAL_SECONDS } from '../shared-fields';
import type { Operation } from '../types';

const schema = obj({
  name: projectName('Body Swap'),
  resolution: openChoice(['640px', '1k', '2k', '4k'], 'Output resolution; it sets the price.'),
  assets: obj({
    person_file_path: asset(['image'], 'The person to place in the scene.', 'Person Image'),
    scene_file_path: asset(['image'], 'The scene (background) image.', 'Scene Image'),
  }),
});

/** Body swap. The docs contradict each other on its price (100 per image, or from 50 at 640px), so no estimate. */
export const bodySwap: Operation<typeof schema> = {
  key: 'body-swap',
  method: 'POST',
  path: '/v1/body-swap',
  kind: 'image',
  label: 'Body Swap',
  description: 'Places the person from one image into the scene of another.',
  schema,
  typicalSeconds: IMAGE_TYPICAL_SECONDS,
};
