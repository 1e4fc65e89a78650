import { asset, obj, projectName, ui } from '../fields';
import { IMAGE_TYPICAL_SECONDS } from '../shared-fields';
import type { Operation } from '../types';

const schema = obj({
  name: projectName('Background Remover'),
  assets: obj({
    image_file_path: ui(asset(['image'], 'The image whose background is removed.'), {
      label: 'Image',
    }),
    background_image_file_path: ui(
      asset(
        ['image'],
        'A new background, resized to fit (best at a similar resolution).',
      ).optional(),
      { label: 'New Background' },
    ),
  }),
});

/** Background remover: 5 credits per image. */
export const imageBackgroundRemover: Operation<typeof schema> = {
  key: 'image-background-remover',
  method: 'POST',
  path: '/v1/image-background-remover',
  kind: 'image',
  label: 'Image Background Remover',
  action: 'Remove an image background',
  description: 'Removes the background of an image, optionally putting in a new one.',
  schema,
  typicalSeconds: IMAGE_TYPICAL_SECONDS,
  serviceType: 'BACKGROUND_REMOVER',
  outputExtension: 'png',
};
