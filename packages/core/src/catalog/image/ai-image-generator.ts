import { deprecated, num, obj, openChoice, projectName, text } from '../fields';
import { IMAGE_TYPICAL_SECONDS } from '../shared-fields';
import type { Operation } from '../types';
import { imageGeneratorModels } from '../values/models';
import { imageTools } from '../values/image-tools';

const schema = obj({
  name: projectName('Ai Image'),
  image_count: num('How many images to generate; the maximum depends on the model.', {
    int: true,
    min: 1,
    max: 16,
  }),
  model: openChoice(
    imageGeneratorModels,
    'Image model; default picks the recommended one. Costs differ per model.',
  ).optional(),
  aspect_ratio: openChoice(
    ['1:1', '16:9', '9:16'],
    'Shape of the images; defaults to 1:1.',
  ).optional(),
  orientation: deprecated(
    openChoice(['landscape', 'portrait', 'square'], '').optional(),
    'Deprecated (SDK 0.43.1): use aspect_ratio; it is translated to it.',
  ),
  resolution: openChoice(
    ['auto', '640px', '1k', '2k', '4k'],
    'Longest edge of the images (auto is deprecated).',
    'auto',
  ).optional(),
  style: obj({
    prompt: text('What the images show.', { min: 1 }),
    tool: openChoice(imageTools, 'The kind of image to make.', 'general').optional(),
    quality_mode: deprecated(
      openChoice(['standard', 'pro'], '').optional(),
      'Deprecated (SDK 0.43.1): choose a model instead.',
    ),
  }),
});

/** AI image generator. Costs depend on a per-model table the docs give only as "from" prices, so no estimate. */
export const aiImageGenerator: Operation<typeof schema> = {
  key: 'ai-image-generator',
  method: 'POST',
  path: '/v1/ai-image-generator',
  kind: 'image',
  label: 'AI Image Generator',
  description: 'Generates images from a text prompt.',
  schema,
  typicalSeconds: IMAGE_TYPICAL_SECONDS,
};
