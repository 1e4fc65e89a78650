import { deprecated, num, obj, openChoice, projectName, prompt, ui } from '../fields';
import {
  aspectRatioLabels,
  labelsOf,
  modelLabels,
  resolutionLabels,
} from '../values/option-labels';
import { modelDescriptions } from '../values/model-descriptions';
import { IMAGE_TYPICAL_SECONDS, qualityMode } from '../shared-fields';
import type { Operation } from '../types';
import { imageGeneratorModels } from '../values/models';
import { IMAGE_MODEL_HELP } from '../values/model-labels';
import { imageToolLabels, imageTools } from '../values/image-tools';

const ratios = ['1:1', '16:9', '9:16'] as const;
const resolutions = ['auto', '640px', '1k', '2k', '4k'] as const;

const schema = obj({
  name: projectName('Ai Image'),
  image_count: ui(
    num('How many images to generate; the maximum depends on the model.', {
      int: true,
      min: 1,
      max: 16,
    }),
    { label: 'Number of Images', uiDefault: 1 },
  ),
  model: ui(openChoice(imageGeneratorModels, IMAGE_MODEL_HELP).optional(), {
    label: 'Model',
    primary: true,
    uiDefault: 'default',
    optionLabels: labelsOf(imageGeneratorModels, modelLabels),
    optionDescriptions: modelDescriptions(imageGeneratorModels, 'generate'),
  }),
  aspect_ratio: ui(openChoice(ratios, 'Shape of the images; square when left empty.').optional(), {
    label: 'Aspect Ratio',
    optionLabels: labelsOf(ratios, aspectRatioLabels),
  }),
  orientation: deprecated(
    openChoice(['landscape', 'portrait', 'square'], '').optional(),
    'Deprecated (SDK 0.43.1): use aspect_ratio; it is translated to it.',
  ),
  resolution: ui(
    openChoice(resolutions, 'Longest edge of the images (Auto is deprecated).', 'auto').optional(),
    { label: 'Resolution', optionLabels: labelsOf(resolutions, resolutionLabels), example: '1k' },
  ),
  style: obj({
    prompt: prompt('What the images show.', { min: 1 }),
    tool: ui(openChoice(imageTools, 'The kind of image to make.', 'general').optional(), {
      label: 'Image Type',
      searchable: true,
      optionLabels: imageToolLabels,
    }),
    quality_mode: qualityMode(['standard', 'pro']),
  }),
});

/** AI image generator; priced per model from its "from" price (`prices/image-models.ts`). */
export const aiImageGenerator: Operation<typeof schema> = {
  key: 'ai-image-generator',
  method: 'POST',
  path: '/v1/ai-image-generator',
  kind: 'image',
  label: 'AI Image Generator',
  action: 'Create an image from text',
  description: 'Generates images from a text prompt.',
  schema,
  typicalSeconds: IMAGE_TYPICAL_SECONDS,
  serviceType: 'AI_IMAGE',
  outputExtension: 'png',
};
