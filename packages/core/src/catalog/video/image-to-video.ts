import { z } from 'zod';
import { asset, deprecated, flag, obj, openChoice, projectName, seconds, text } from '../fields';
import type { Operation } from '../types';
import { legacySize, videoResolutions } from '../shared-fields';
import { videoModels } from '../values/models';
import { perSecond, videoModelRate } from '../credits';

const schema = obj({
  name: projectName('Image To Video'),
  end_seconds: seconds(
    'Length of the output in seconds; the durations allowed depend on the model.',
    { min: 1, max: 60 },
  ),
  model: openChoice(
    videoModels,
    'Video model; default picks the recommended one for your plan.',
    'default',
  ).optional(),
  resolution: openChoice(
    videoResolutions,
    'Output resolution; defaults to 720p on paid plans, 480p on free ones.',
  ).optional(),
  audio: flag(
    'Generate audio with the video (support and cost depend on the model).',
    false,
  ).optional(),
  style: obj({
    prompt: text('What should happen in the video.').optional(),
    high_quality: deprecated(
      z.boolean().optional(),
      'Deprecated (SDK 0.43.1): choose a model and resolution instead.',
    ),
    quality_mode: deprecated(
      openChoice(['quick', 'studio'], '').optional(),
      'Deprecated (SDK 0.43.1): choose a model instead.',
    ),
  }).optional(),
  assets: obj({
    image_file_path: asset(['image'], 'The first frame of the video.', 'Image'),
    end_image_file_path: asset(
      ['image'],
      'The last frame of the video (not every model supports it).',
      'End Image',
    ).optional(),
  }),
  ...legacySize,
});

/** Image-to-video: credits per second by model and resolution, where the docs publish the rate. */
export const imageToVideo: Operation<typeof schema> = {
  key: 'image-to-video',
  method: 'POST',
  path: '/v1/image-to-video',
  kind: 'video',
  label: 'Image To Video',
  description: 'Animates an image into a video, optionally guided by a prompt and an end frame.',
  schema,
  estimateCredits: (p) => perSecond(p, videoModelRate(p)),
  typicalSeconds: 74,
};
