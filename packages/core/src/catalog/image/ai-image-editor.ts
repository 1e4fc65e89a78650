import { z } from 'zod';
import { asset, deprecated, numChoice, obj, openChoice, projectName, text } from '../fields';
import { IMAGE_TYPICAL_SECONDS } from '../shared-fields';
import type { Operation } from '../types';
import { imageEditorModels } from '../values/models';

const schema = obj({
  name: projectName('Ai Image Editor'),
  image_count: numChoice(
    [1, 4, 9, 16],
    'How many images to make; the maximum depends on the model.',
    1,
  ).optional(),
  model: openChoice(
    imageEditorModels,
    'Editing model; default picks the recommended one. Costs differ per model.',
  ).optional(),
  aspect_ratio: openChoice(
    ['auto', '16:9', '9:16', '4:3', '3:2', '1:1', '4:5', '2:3'],
    'Shape of the output; defaults to auto.',
  ).optional(),
  resolution: openChoice(
    ['auto', '640px', '1k', '2k', '4k'],
    'Longest edge of the output (auto is deprecated).',
  ).optional(),
  style: obj({
    prompt: text('How to edit the images.', { min: 1, max: 15000 }),
    model: deprecated(
      openChoice(['Nano Banana', 'Seedream', 'default'], '').optional(),
      'Deprecated (SDK 0.43.1): use the top-level model.',
    ),
  }),
  assets: obj({
    image_file_paths: z
      .array(asset(['image'], 'An image to edit.'))
      .max(10)
      .meta({ title: 'Images', description: 'The images to edit, at most 10.' })
      .optional(),
    image_file_path: deprecated(
      asset(['image'], '').optional(),
      'Deprecated (SDK 0.43.1): use image_file_paths; it is moved there.',
    ),
  }),
});

/** AI image editor. Costs depend on a per-model table the docs give only as "from" prices, so no estimate. */
export const aiImageEditor: Operation<typeof schema> = {
  key: 'ai-image-editor',
  method: 'POST',
  path: '/v1/ai-image-editor',
  kind: 'image',
  label: 'AI Image Editor',
  description: 'Edits or combines up to 10 images as a text prompt describes.',
  schema,
  typicalSeconds: IMAGE_TYPICAL_SECONDS,
};
