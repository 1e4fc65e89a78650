import { z } from 'zod';
import { asset, deprecated, numChoice, obj, openChoice, projectName, prompt, ui } from '../fields';
import {
  aspectRatioLabels,
  labelsOf,
  modelLabels,
  resolutionLabels,
} from '../values/option-labels';
import { modelDescriptions } from '../values/model-descriptions';
import { IMAGE_TYPICAL_SECONDS } from '../shared-fields';
import type { Operation } from '../types';
import { imageEditorModels } from '../values/models';
import { IMAGE_MODEL_HELP } from '../values/model-labels';

const ratios = ['auto', '16:9', '9:16', '4:3', '3:2', '1:1', '4:5', '2:3'] as const;
const resolutions = ['auto', '640px', '1k', '2k', '4k'] as const;

const schema = obj({
  name: projectName('Ai Image Editor'),
  image_count: ui(
    numChoice(
      [1, 4, 9, 16],
      'How many images to make; the maximum depends on the model.',
      1,
    ).optional(),
    { label: 'Number of Images', optionLabels: { 1: '1', 4: '4', 9: '9', 16: '16' } },
  ),
  model: ui(openChoice(imageEditorModels, IMAGE_MODEL_HELP).optional(), {
    label: 'Model',
    primary: true,
    uiDefault: 'default',
    optionLabels: labelsOf(imageEditorModels, modelLabels),
    optionDescriptions: modelDescriptions(imageEditorModels, 'edit'),
  }),
  aspect_ratio: ui(
    openChoice(ratios, 'Shape of the output; the same as the input when left empty.').optional(),
    { label: 'Aspect Ratio', optionLabels: labelsOf(ratios, aspectRatioLabels) },
  ),
  resolution: ui(
    openChoice(resolutions, 'Longest edge of the output (Auto is deprecated).').optional(),
    { label: 'Resolution', optionLabels: labelsOf(resolutions, resolutionLabels), example: '1k' },
  ),
  style: obj({
    prompt: prompt('How to edit the images.', { min: 1, max: 15000 }),
    model: deprecated(
      openChoice(['Nano Banana', 'Seedream', 'default'], '').optional(),
      'Deprecated (SDK 0.43.1): use the top-level model.',
    ),
  }),
  assets: obj({
    image_file_paths: ui(
      z
        .array(asset(['image'], 'An image to edit.'))
        .min(1)
        .max(10)
        .meta({ description: 'The images to edit or combine.' }),
      { label: 'Images', primary: true },
    ),
    image_file_path: deprecated(
      asset(['image'], '').optional(),
      'Deprecated (SDK 0.43.1): use image_file_paths; it is moved there.',
    ),
  }),
});

/** AI image editor; priced per model from its "from" price (`prices/image-models.ts`). */
export const aiImageEditor: Operation<typeof schema> = {
  key: 'ai-image-editor',
  method: 'POST',
  path: '/v1/ai-image-editor',
  kind: 'image',
  label: 'AI Image Editor',
  action: 'Edit images with a prompt',
  description: 'Edits or combines up to 10 images as a text prompt describes.',
  schema,
  typicalSeconds: IMAGE_TYPICAL_SECONDS,
  serviceType: 'AI_IMAGE_EDITOR',
  outputExtension: 'png',
};
