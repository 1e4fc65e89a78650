import { z } from 'zod';
import { asset, deprecated, num, obj, openChoice, projectName, text } from '../fields';
import type { Operation } from '../types';
import { clip } from '../shared-fields';
import { perSecond } from '../credits';

const modes = ['realistic', 'prompted', 'pro', 'standard', 'stable', 'expressive'];

const schema = obj({
  name: projectName('Talking Photo'),
  ...clip,
  assets: obj({
    image_file_path: asset(['image'], 'The portrait to animate.', 'Image'),
    audio_file_path: asset(
      ['audio', 'video'],
      'The speech to animate it with (the audio of a video is used).',
      'Audio',
    ),
  }),
  style: obj({
    generation_mode: openChoice(
      modes,
      'realistic (up to 180 s) or prompted (up to 45 s); pro and stable mean realistic, standard and expressive mean prompted (deprecated).',
      'realistic',
    ).optional(),
    prompt: text('Scene prompt, used only in prompted mode.').optional(),
    intensity: deprecated(
      z.number().optional(),
      'Deprecated (SDK 0.43.1, expressive mode only); passed through as given.',
    ),
  }).optional(),
  max_resolution: num(
    'Caps the larger side of the output in pixels (never above the plan maximum).',
    { int: true },
  ).optional(),
});

/** Credits per second by generation mode; deprecated modes map to their replacements. */
const rates: Record<string, number> = {
  realistic: 48,
  pro: 48,
  stable: 48,
  prompted: 20,
  standard: 20,
  expressive: 20,
};

/** Talking photo: the clip bounds trim the audio; 48 credits per second realistic, 20 prompted. */
export const aiTalkingPhoto: Operation<typeof schema> = {
  key: 'ai-talking-photo',
  method: 'POST',
  path: '/v1/ai-talking-photo',
  kind: 'video',
  label: 'AI Talking Photo',
  description: 'Animates a portrait photo so it speaks an audio track.',
  schema,
  estimateCredits: (p) => perSecond(p, rates[p.style?.generation_mode ?? 'realistic']),
  typicalSeconds: 174,
};
