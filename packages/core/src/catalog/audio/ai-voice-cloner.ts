import { asset, obj, projectName, text } from '../fields';
import type { Operation } from '../types';
import { perCharacter } from '../credits';

const schema = obj({
  name: projectName('Voice Cloner'),
  assets: obj({
    audio_file_path: asset(['audio'], 'A sample of the voice to clone.', 'Voice Sample'),
  }),
  style: obj({
    prompt: text('The text to speak in the cloned voice (up to 1000 characters).', {
      min: 1,
      max: 1000,
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
  description: 'Clones a voice from a sample and speaks text with it.',
  schema,
  estimateCredits: (p) => perCharacter(p.style.prompt),
  typicalSeconds: 21,
};
