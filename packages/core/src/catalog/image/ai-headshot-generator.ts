import { asset, obj, projectName, text, ui } from '../fields';
import { IMAGE_TYPICAL_SECONDS } from '../shared-fields';
import type { Operation } from '../types';

const schema = obj({
  name: projectName('Ai Headshot'),
  style: obj({
    prompt: ui(
      text('A look of your own; best left empty unless you want a specific style.').optional(),
      { label: 'Style Prompt', multiline: true },
    ),
  }).optional(),
  assets: obj({
    image_file_path: ui(asset(['image'], 'A photo with exactly one face.'), { label: 'Photo' }),
  }),
});

/** AI headshot: 50 credits. */
export const aiHeadshotGenerator: Operation<typeof schema> = {
  key: 'ai-headshot-generator',
  method: 'POST',
  path: '/v1/ai-headshot-generator',
  kind: 'image',
  label: 'AI Headshot Generator',
  action: 'Create a headshot',
  description: 'Generates a professional headshot from a photo of a face.',
  schema,
  typicalSeconds: IMAGE_TYPICAL_SECONDS,
  serviceType: 'AI_HEADSHOT',
  outputExtension: 'jpg',
};
