import { obj, openChoice, projectName, text, ui } from '../fields';
import type { Operation } from '../types';
import { voiceNames } from '../values/voices';

const schema = obj({
  name: projectName('Voice Generator'),
  style: obj({
    prompt: ui(text('What the voice says.', { min: 1, max: 1000 }), {
      label: 'Text to Speak',
      multiline: true,
    }),
    voice_name: ui(openChoice(voiceNames, 'The voice to speak with; type to search.'), {
      label: 'Voice',
      uiDefault: 'Morgan Freeman',
      searchable: true,
    }),
  }),
});

/** Voice generator: creates an audio project; 0.1 credit per character, rounded up. */
export const aiVoiceGenerator: Operation<typeof schema> = {
  key: 'ai-voice-generator',
  method: 'POST',
  path: '/v1/ai-voice-generator',
  kind: 'audio',
  label: 'AI Voice Generator',
  action: 'Create speech from text',
  description: 'Generates speech from text in a chosen voice.',
  schema,
  typicalSeconds: 21,
  serviceType: 'VOICE_GENERATOR',
  outputExtension: 'mp3',
};
