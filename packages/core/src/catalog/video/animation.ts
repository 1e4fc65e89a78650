import {
  alongOtherIssues,
  asset,
  choice,
  num,
  obj,
  openChoice,
  projectName,
  requireWhen,
  seconds,
  text,
} from '../fields';
import type { Operation } from '../types';
import { animationArtStyles } from '../values/art-styles';
import { cameraEffects } from '../values/camera-effects';
import { ceil } from '../credits';

const schema = obj({
  name: projectName('Animation'),
  fps: num('Frame rate of the output.', { min: 1 }),
  end_seconds: seconds('Length of the output video in seconds.', { min: 0.1 }),
  height: num('Output height in pixels; the maximum depends on the plan.', { int: true, min: 64 }),
  width: num('Output width in pixels; the maximum depends on the plan.', { int: true, min: 64 }),
  style: obj({
    art_style: openChoice(
      animationArtStyles,
      'The look of the animation; Custom uses the custom art style.',
    ),
    art_style_custom: text('Your own art style. Required when the art style is Custom.').optional(),
    camera_effect: openChoice(cameraEffects, 'The camera movement.'),
    prompt_type: choice(
      ['custom', 'use_lyrics', 'ai_choose'],
      'Write the prompt, take it from the lyrics, or let AI write it (the last two need audio).',
    ),
    prompt: text('Your prompt. Required when the prompt type is custom.').optional(),
    transition_speed: num('How fast the content changes (1 stable to 10 rapid).', {
      int: true,
      min: 1,
      max: 10,
    }),
  }),
  assets: obj({
    audio_source: choice(['none', 'file', 'youtube'], 'Audio to animate to, if any.'),
    audio_file_path: asset(
      ['audio'],
      'The audio. Required when the audio source is file.',
      'Audio',
    ).optional(),
    youtube_url: text('YouTube URL of the audio. Required when the audio source is youtube.', {
      title: 'YouTube URL',
      min: 1,
    }).optional(),
    image_file_path: asset(
      ['image'],
      'An image to use as the first frame.',
      'First Frame Image',
    ).optional(),
  }),
})
  .superRefine(
    requireWhen('assets.audio_file_path', 'string', { 'assets.audio_source': ['file'] }),
    alongOtherIssues,
  )
  .superRefine(
    requireWhen('assets.youtube_url', 'string', { 'assets.audio_source': ['youtube'] }),
    alongOtherIssues,
  )
  .superRefine(
    requireWhen('style.prompt', 'string', { 'style.prompt_type': ['custom'] }),
    alongOtherIssues,
  )
  .superRefine(
    requireWhen('style.art_style_custom', 'string', { 'style.art_style': ['Custom'] }),
    alongOtherIssues,
  );

/** Animation: 1 credit per frame (fps x seconds), 24 per second at 24 fps. */
export const animation: Operation<typeof schema> = {
  key: 'animation',
  method: 'POST',
  path: '/v1/animation',
  kind: 'video',
  label: 'Animation',
  description: 'Generates an animated video from a prompt, an art style and optional music.',
  schema,
  estimateCredits: (p) => ceil(p.fps * p.end_seconds),
  typicalSeconds: 596,
};
