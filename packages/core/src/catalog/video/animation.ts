import {
  alongOtherIssues,
  asset,
  choice,
  num,
  obj,
  openChoice,
  projectName,
  prompt,
  requireWhen,
  seconds,
  text,
  ui,
} from '../fields';
import { ORDER } from '../presentation';
import { labelsOf, sourceLabels } from '../values/option-labels';
import type { Operation } from '../types';
import { animationArtStyles } from '../values/art-styles';
import { cameraEffects } from '../values/camera-effects';

const schema = obj({
  name: projectName('Animation'),
  fps: ui(
    num('How smooth the animation is, in frames per second; each frame costs 1 credit.', {
      min: 1,
    }),
    {
      label: 'Frames per Second',
      uiDefault: 12,
    },
  ),
  end_seconds: ui(seconds('How long the animation runs.', { min: 0.1 }), {
    label: 'Duration (Seconds)',
    uiDefault: 15,
  }),
  height: ui(
    num('Output height in pixels; the maximum depends on your plan.', { int: true, min: 64 }),
    {
      label: 'Height (Pixels)',
      uiDefault: 512,
    },
  ),
  width: ui(
    num('Output width in pixels; the maximum depends on your plan.', { int: true, min: 64 }),
    {
      label: 'Width (Pixels)',
      uiDefault: 512,
    },
  ),
  style: obj({
    art_style: ui(
      openChoice(animationArtStyles, 'The look of the animation; Custom uses your own style.'),
      {
        label: 'Art Style',
        uiDefault: 'Painterly Illustration',
        order: ORDER.mode,
        searchable: true,
      },
    ),
    art_style_custom: ui(text('Describe your own art style.').optional(), {
      label: 'Custom Art Style',
      primary: true,
      requiredWhen: { 'style.art_style': ['Custom'] },
      order: ORDER.mode + 1,
    }),
    camera_effect: ui(openChoice(cameraEffects, 'How the camera moves.'), {
      label: 'Camera Effect',
      uiDefault: 'Simple Zoom In',
      searchable: true,
    }),
    prompt_type: ui(
      choice(
        ['custom', 'use_lyrics', 'ai_choose'],
        'Write the prompt, take it from the song’s lyrics, or let AI write it (the last two need audio).',
      ),
      {
        label: 'Prompt Type',
        uiDefault: 'custom',
        order: ORDER.prompt - 1,
        optionLabels: {
          custom: 'My prompt',
          use_lyrics: 'The song’s lyrics',
          ai_choose: 'Let AI write it',
        },
      },
    ),
    prompt: prompt(
      'What the animation shows.',
      {},
      { primary: true, requiredWhen: { 'style.prompt_type': ['custom'] } },
    ).optional(),
    transition_speed: ui(
      num('How fast the scenes change, from 1 (steady) to 10 (rapid).', {
        int: true,
        min: 1,
        max: 10,
      }),
      { label: 'Transition Speed', uiDefault: 5 },
    ),
  }),
  assets: obj({
    audio_source: ui(
      choice(['none', 'file', 'youtube'], 'Music or speech to animate to, if any.'),
      {
        label: 'Audio Source',
        uiDefault: 'none',
        optionLabels: labelsOf(['none', 'file', 'youtube'], sourceLabels),
      },
    ),
    audio_file_path: ui(asset(['audio'], 'The music or speech to animate to.').optional(), {
      label: 'Audio',
      primary: true,
      requiredWhen: { 'assets.audio_source': ['file'] },
    }),
    youtube_url: ui(text('Link to the audio on YouTube.', { min: 1 }).optional(), {
      label: 'YouTube Link',
      primary: true,
      requiredWhen: { 'assets.audio_source': ['youtube'] },
    }),
    image_file_path: ui(asset(['image'], 'An image to start the animation from.').optional(), {
      label: 'First Frame Image',
    }),
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
  action: 'Create an animation video',
  description: 'Generates an animated video from a prompt, an art style and optional music.',
  schema,
  typicalSeconds: 596,
  serviceType: 'ANIMATION',
  outputExtension: 'mp4',
};
