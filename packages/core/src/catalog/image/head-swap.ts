import { asset, num, obj, projectName } from '../fields';
import { IMAGE_TYPICAL_SECONDS } from '../shared-fields';
import type { Operation } from '../types';

const schema = obj({
  name: projectName('Head Swap'),
  max_resolution: num(
    'Caps the larger side of the output in pixels (at most 2048, never above the plan).',
    { int: true },
  ).optional(),
  assets: obj({
    body_file_path: asset(['image'], 'The image that receives the head.', 'Body Image'),
    head_file_path: asset(['image'], 'The image of the head to put on.', 'Head Image'),
  }),
});

/** Head swap: 10 credits per image. */
export const headSwap: Operation<typeof schema> = {
  key: 'head-swap',
  method: 'POST',
  path: '/v1/head-swap',
  kind: 'image',
  label: 'Head Swap',
  description: 'Puts the head from one image onto the body in another.',
  schema,
  estimateCredits: () => 10,
  typicalSeconds: IMAGE_TYPICAL_SECONDS,
};
