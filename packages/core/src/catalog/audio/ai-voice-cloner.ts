import { asset, obj, projectName, text, ui } from '../fields';
import type { Operation } from '../types';

const schema = obj({
  name: projectName('Voice Cloner'),
  assets: obj({
    audio_file_path: ui(asset(['audio'], 'A recording of the voice to copy.'), {
      label: 'Voice Sample',
    }),
  }),
  style: obj({
    prompt: ui(text('What the cloned voice says.', { min: 1, max: 1000 }), {
      label: 'Text to Speak',
      multiline: true,
    }),
  }),
});

/** Voice cloner: creates an audio project; 0.1 credit per character, rounded up. */
export const aiVoiceCloner: Operation<typeof schema> = {
  key: 'ai-voice-cloner',
  method: 'POST',
  path: '/v1/ai-voice-cloner',
  kind: 'audio',
  label: 'AI Voice Cloner',
  action: 'Clone a voice',
  description: 'Clones a voice from a sample and speaks text with it.',
  schema,
  typicalSeconds: 21,
  serviceType: 'VOICE_CLONER',
  outputExtension: 'wav',
};
