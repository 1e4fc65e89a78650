import { flag, obj, openChoice, projectName, text, ui } from '../fields';
import { IMAGE_TYPICAL_SECONDS } from '../shared-fields';
import type { Operation } from '../types';
import { ORDER } from '../presentation';
import { memeTemplates } from '../values/meme-templates';

const schema = obj({
  name: projectName('Meme'),
  style: obj({
    topic: ui(text('What the meme is about.', { min: 1, max: 200 }), {
      label: 'Topic',
      order: ORDER.prompt,
    }),
    template: ui(openChoice(memeTemplates, 'The meme template; Random picks one for you.'), {
      label: 'Template',
      uiDefault: 'Random',
      searchable: true,
    }),
    searchWeb: ui(flag('Whether to look up current material on the web.', false).optional(), {
      label: 'Search the Web',
    }),
  }),
});

/** AI meme: 10 credits. */
export const aiMemeGenerator: Operation<typeof schema> = {
  key: 'ai-meme-generator',
  method: 'POST',
  path: '/v1/ai-meme-generator',
  kind: 'image',
  label: 'AI Meme Generator',
  action: 'Create a meme',
  description: 'Generates a meme about a topic from a template.',
  schema,
  typicalSeconds: IMAGE_TYPICAL_SECONDS,
  serviceType: 'AI_MEME',
  outputExtension: 'png',
};
