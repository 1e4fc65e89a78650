import {
  alongOtherIssues,
  choice,
  obj,
  openChoice,
  projectName,
  prompt,
  requireWhen,
  ui,
} from '../fields';
import { ORDER } from '../presentation';
import { versionLabels } from '../values/option-labels';
import type { Operation } from '../types';
import { clip, legacySize, videoSourceFields, withVideoSourceRules } from '../shared-fields';
import { videoToVideoArtStyles } from '../values/art-styles';

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
    fps_resolution: ui(
      choice(
        ['FULL', 'HALF'],
        'Keep the input frame rate, or halve it (faster and cheaper).',
        'HALF',
      ).optional(),
      { label: 'Frame Rate', optionLabels: { FULL: 'Same as the input', HALF: 'Half' } },
    ),
    assets: obj(videoSourceFields(['video'], 'The video to restyle.')),
    style: obj({
      art_style: ui(openChoice(videoToVideoArtStyles, 'The look of the output.'), {
        label: 'Art Style',
        uiDefault: 'Studio Ghibli',
        order: ORDER.mode,
        searchable: true,
      }),
      version: ui(
        choice(
          ['default', 'v2', 'v1'],
          'Which model to use: v1 gives more detail and follows the prompt closely; v2 is faster and more consistent.',
          'default',
        ).optional(),
        { label: 'Model Version', optionLabels: versionLabels },
      ),
      prompt_type: ui(
        choice(
          ['default', 'custom', 'append_default'],
          'Use the art style’s prompt, your prompt only, or yours followed by the style’s.',
          'default',
        ).optional(),
        {
          label: 'Prompt Type',
          primary: true,
          order: ORDER.prompt - 1,
          optionLabels: {
            default: 'The art style’s prompt',
            custom: 'My prompt only',
            append_default: 'My prompt, then the art style’s',
          },
        },
      ),
      prompt: prompt(
        'Describe the look you want.',
        {},
        { primary: true, requiredWhen: { 'style.prompt_type': ['custom', 'append_default'] } },
      )
        .nullable()
        .optional(),
      model: ui(
        openChoice(
          models,
          'Base model; Recommended picks the best one for the art style.',
          'default',
        ).optional(),
        { label: 'Model', optionLabels: { default: 'Recommended' } },
      ),
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
  label: 'Video to Video',
  action: 'Restyle a video',
  description: 'Restyles a video in a chosen art style.',
  schema,
  typicalSeconds: 772,
  serviceType: 'VIDEO_TO_VIDEO',
  outputExtension: 'mp4',
};
