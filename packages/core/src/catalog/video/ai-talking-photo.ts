import { z } from 'zod';
import { asset, deprecated, num, obj, openChoice, projectName, prompt, ui } from '../fields';
import type { Operation } from '../types';
import { clip } from '../shared-fields';

const modes = ['realistic', 'prompted', 'pro', 'standard', 'stable', 'expressive'];

const schema = obj({
  name: projectName('Talking Photo'),
  ...clip,
  assets: obj({
    image_file_path: ui(asset(['image'], 'The portrait to animate.'), { label: 'Photo' }),
    audio_file_path: ui(
      asset(['audio', 'video'], 'The speech it says; a video’s sound works too.'),
      { label: 'Audio' },
    ),
  }),
  style: obj({
    generation_mode: ui(
      openChoice(
        modes,
        'Realistic takes up to 300 s of audio; Prompted up to 45 s and follows your prompt. The other values are deprecated.',
        'realistic',
      ).optional(),
      {
        label: 'Mode',
        optionLabels: {
          realistic: 'Realistic',
          prompted: 'Prompted',
          pro: 'Pro (deprecated: Realistic)',
          standard: 'Standard (deprecated: Prompted)',
          stable: 'Stable (deprecated: Realistic)',
          expressive: 'Expressive (deprecated: Prompted)',
        },
      },
    ),
    prompt: prompt('The scene to show; used only in Prompted mode.').optional(),
    intensity: deprecated(
      z.number().optional(),
      'Deprecated (SDK 0.43.1, expressive mode only); passed through as given.',
    ),
  }).optional(),
  max_resolution: ui(
    num('Caps the larger side of the output in pixels (never above your plan’s maximum).', {
      int: true,
    }).optional(),
    { label: 'Max Resolution (Pixels)', example: 1024 },
  ),
});

/** Talking photo: the clip bounds trim the audio; priced in `prices/` (§7). */
export const aiTalkingPhoto: Operation<typeof schema> = {
  key: 'ai-talking-photo',
  method: 'POST',
  path: '/v1/ai-talking-photo',
  kind: 'video',
  label: 'AI Talking Photo',
  action: 'Create a talking photo video',
  description: 'Animates a portrait photo so it speaks an audio track.',
  schema,
  typicalSeconds: 174,
  serviceType: 'TALKING_PHOTO',
  outputExtension: 'mp4',
};
