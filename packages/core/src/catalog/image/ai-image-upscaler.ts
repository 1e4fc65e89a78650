import {
  asset,
  choice,
  deprecated,
  numChoice,
  obj,
  openChoice,
  projectName,
  prompt,
  ui,
} from '../fields';
import { IMAGE_TYPICAL_SECONDS } from '../shared-fields';
import type { Operation } from '../types';

const schema = obj({
  name: projectName('Image Upscaler'),
  scale_factor: ui(
    numChoice([2, 4], 'How much larger to make the image (4x needs the Creator plan or above).'),
    {
      label: 'Scale',
      uiDefault: 2,
      optionLabels: { 2: '2x', 4: '4x' },
    },
  ),
  style: obj(
    {
      mode: ui(
        choice(
          ['pro', 'preserve', 'balanced', 'creative'],
          'Preserve is fast and cheap; Balanced and Creative cost twice as much.',
          'balanced',
        ).optional(),
        {
          label: 'Mode',
          optionLabels: {
            preserve: 'Preserve',
            balanced: 'Balanced',
            creative: 'Creative',
            pro: 'Pro (deprecated: Preserve)',
          },
        },
      ),
      prompt: prompt('Guides the result; used only in Creative mode.').optional(),
      enhancement: deprecated(
        openChoice(['Balanced', 'Creative', 'Resemblance'], '').optional(),
        'Deprecated (SDK 0.43.1): use mode.',
      ),
    },
    { default: {} },
  ).optional(),
  assets: obj({
    image_file_path: ui(asset(['image'], 'The image to upscale (at most 4096x4096).'), {
      label: 'Image',
    }),
  }),
});

/** Upscaler: 25/100 credits (2x/4x) in preserve mode, 50/200 in balanced or creative mode. */
export const aiImageUpscaler: Operation<typeof schema> = {
  key: 'ai-image-upscaler',
  method: 'POST',
  path: '/v1/ai-image-upscaler',
  kind: 'image',
  label: 'AI Image Upscaler',
  action: 'Upscale an image',
  description: 'Upscales an image by 2x or 4x with AI.',
  schema,
  typicalSeconds: IMAGE_TYPICAL_SECONDS,
  serviceType: 'IMAGE_UPSCALER',
  outputExtension: 'png',
};
