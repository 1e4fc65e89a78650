import { asset, num, obj, projectName, ui } from '../fields';
import { IMAGE_TYPICAL_SECONDS } from '../shared-fields';
import type { Operation } from '../types';

const schema = obj({
  name: projectName('Head Swap'),
  max_resolution: ui(
    num(
      'Caps the larger side of the output in pixels (at most 2048, never above your plan’s maximum).',
      {
        int: true,
      },
    ).optional(),
    { label: 'Max Resolution (Pixels)', example: 1024 },
  ),
  assets: obj({
    body_file_path: ui(asset(['image'], 'The photo that receives the head.'), {
      label: 'Body Photo',
    }),
    head_file_path: ui(asset(['image'], 'A photo of the head to put on.'), {
      label: 'Head Photo',
    }),
  }),
});

/** Head swap: 10 credits per image. */
export const headSwap: Operation<typeof schema> = {
  key: 'head-swap',
  method: 'POST',
  path: '/v1/head-swap',
  kind: 'image',
  label: 'Head Swap',
  action: 'Swap a head onto a body',
  description: 'Puts the head from one image onto the body in another.',
  schema,
  typicalSeconds: IMAGE_TYPICAL_SECONDS,
  serviceType: 'HEAD_SWAP',
  outputExtension: 'jpg',
};
