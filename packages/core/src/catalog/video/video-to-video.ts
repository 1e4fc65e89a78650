import {
  alongOtherIssues,
  choice,
  obj,
  openChoice,
  projectName,
  requireWhen,
  text,
} from '../fields';
import type { Operation } from '../types';
import { clip, legacySize, videoSourceFields, withVideoSourceRules } from '../shared-fields';
import { videoToVideoArtStyles } from '../values/art-styles';
import { perSecond } from '../credits';

const models = [
  'Dreamshaper',
  'Absolute Reality',
  'Flat 2D Anime',
  'Soft Anime',
  'Kaywaii',
  'Western Anime',
  '3D Anime',
  'default',
];

const schema = withVideoSourceRules(
  obj({
    name: projectName('Video To Video'),
    ...clip,
    fps_resolution: choice(
      ['FULL', 'HALF'],
      'Keep the input frame rate (FULL) or halve it (HALF).',
      'HALF',
    ).optional(),
    assets: obj(videoSourceFields(['video'], 'The video to restyle.')),
    style: obj({
      art_style: openChoice(videoToVideoArtStyles, 'The look of the output.'),
      version: choice(
        ['v1', 'v2', 'default'],
        'v1: more detail and prompt adherence; v2: faster and more consistent.',
        'default',
      ).optional(),
      prompt_type: choice(
        ['default', 'custom', 'append_default'],
        'Use the style prompt, your prompt only, or yours followed by the style prompt.',
        'default',
      ).optional(),
      prompt: text('Your prompt. Required when the prompt type is custom or append_default.')
        .nullable()
        .optional(),
      model: openChoice(
        models,
        'Base model; default picks the best for the art style.',
        'default',
      ).optional(),
    }),
    ...legacySize,
  }),
).superRefine(
  requireWhen('style.prompt', 'string', { 'style.prompt_type': ['custom', 'append_default'] }),
  alongOtherIssues,
);

/** Video-to-video: 48 credits per second at 24 fps. */
export const videoToVideo: Operation<typeof schema> = {
  key: 'video-to-video',
  method: 'POST',
  path: '/v1/video-to-video',
  kind: 'video',
  label: 'Video To Video',
  description: 'Restyles a video in a chosen art style.',
  schema,
  estimateCredits: (p) => perSecond(p, 48),
  typicalSeconds: 772,
};
