import { asset, obj, openChoice, projectName, ui } from '../fields';
import { labelsOf, resolutionLabels } from '../values/option-labels';
import { IMAGE_TYPICAL_SECONDS } from '../shared-fields';
import type { Operation } from '../types';

const resolutions = ['640px', '1k', '2k', '4k'] as const;

const schema = obj({
  name: projectName('Body Swap'),
  resolution: ui(openChoice(resolutions, 'Longest edge of the output; it sets the price.'), {
    label: 'Resolution',
    uiDefault: '1k',
    optionLabels: labelsOf(resolutions, resolutionLabels),
  }),
  assets: obj({
    person_file_path: ui(asset(['image'], 'A photo of the person to place in the scene.'), {
      label: 'Person Photo',
    }),
    scene_file_path: ui(asset(['image'], 'The scene (background) to place them in.'), {
      label: 'Scene Image',
    }),
  }),
});

/** Body swap: from 50 credits at 640px, more at higher resolutions (`prices/`). */
export const bodySwap: Operation<typeof schema> = {
  key: 'body-swap',
  method: 'POST',
  path: '/v1/body-swap',
  kind: 'image',
  label: 'Body Swap',
  action: 'Swap a body into a scene',
  description: 'Places the person from one image into the scene of another.',
  schema,
  typicalSeconds: IMAGE_TYPICAL_SECONDS,
  serviceType: 'BODY_SWAP',
  outputExtension: 'jpg',
};
