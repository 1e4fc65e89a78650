import { choice, obj, projectName, prompt, ui } from '../fields';
import { IMAGE_TYPICAL_SECONDS } from '../shared-fields';
import type { Operation } from '../types';

const schema = obj({
  name: projectName('Ai Gif'),
  style: obj({
    prompt: prompt('What the GIF shows.', { min: 1, max: 500 }),
  }),
  output_format: ui(
    choice(
      ['gif', 'mp4', 'webm'],
      'The kind of file to make (up to 1024x1024 pixels).',
      'gif',
    ).optional(),
    { label: 'File Format', optionLabels: { gif: 'GIF', mp4: 'MP4 video', webm: 'WebM video' } },
  ),
});

/** AI GIF: 50 credits; the result is an image project even when the format is mp4. */
export const aiGifGenerator: Operation<typeof schema> = {
  key: 'ai-gif-generator',
  method: 'POST',
  path: '/v1/ai-gif-generator',
  kind: 'image',
  label: 'AI GIF Generator',
  action: 'Create a GIF from text',
  description: 'Generates an animated GIF, or an MP4 or WebM video, from a text prompt.',
  schema,
  typicalSeconds: IMAGE_TYPICAL_SECONDS,
  serviceType: 'AI_GIF',
  outputExtension: 'gif',
};
