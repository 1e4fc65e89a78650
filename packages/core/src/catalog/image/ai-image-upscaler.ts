import {
  asset,
  choice,
  deprecated,
  numChoice,
  obj,
  openChoice,
  projectName,
  text,
} from '../fields';
import { IMAGE_TYPICAL_SECONDS } from '../shared-fields';
import type { Operation } from '../types';

const schema = obj({
  name: projectName('Image Upscaler'),
  scale_factor: numChoice([2, 4], 'Scale by 2 or 4 (4 needs the Creator plan or above).'),
  style: obj(
    {
      mode: choice(
        ['pro', 'preserve', 'balanced', 'creative'],
        'preserve is fast and cheap; balanced and creative cost twice as much (pro is deprecated and means preserve).',
        'balanced',
      ).optional(),
      prompt: text('Guides the result; used only in creative mode.').optional(),
      enhancement: deprecated(
        openChoice(['Balanced', 'Creative', 'Resemblance'], '').optional(),
        'Deprecated (SDK 0.43.1): use mode.',
      ),
    },
    { default: {} },
  ).optional(),
  assets: obj({
    image_file_path: asset(['image'], 'The image to upscale (at most 4096x4096).', 'Image'),
  }),
});

/** Upscaler: 25/100 credits (2x/4x) in preserve mode, 50/200 in balanced or creative mode. */
export const aiImageUpscaler: Operation<typeof schema> = {
  key: 'ai-image-upscaler',
  method: 'POST',
  path: '/v1/ai-image-upscaler',
  kind: 'image',
  label: 'AI Image Upscaler',
  description: 'Upscales an image by 2x or 4x with AI.',
  schema,
  estimateCredits: (p) => {
    const mode = p.style?.mode ?? 'balanced';
    const preservePrice = p.scale_factor === 4 ? 100 : 25;
    return preservePrice * (mode === 'preserve' || mode === 'pro' ? 1 : 2);
  },
  typicalSeconds: IMAGE_TYPICAL_SECONDS,
};
