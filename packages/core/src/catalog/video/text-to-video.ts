import { deprecated, flag, obj, openChoice, projectName, seconds, text } from '../fields';
import type { Operation } from '../types';
import { videoResolutions } from '../shared-fields';
import { videoModels } from '../values/models';
import { perSecond, videoModelRate } from '../credits';

const schema = obj({
  name: projectName('Text To Video'),
  end_seconds: seconds(
    'Length of the output in seconds; the durations allowed depend on the model.',
    { min: 1, max: 60 },
  ),
  aspect_ratio: openChoice(['16:9', '9:16', '1:1'], 'Shape of the output video.').optional(),
  orientation: deprecated(
    openChoice(['landscape', 'portrait', 'square'], '').optional(),
    'Deprecated (SDK 0.43.1): use aspect_ratio; it is translated to it.',
  ),
  resolution: openChoice(
    videoResolutions,
    'Output resolution; defaults to 720p on paid plans, 480p on free ones.',
  ).optional(),
  model: openChoice(
    videoModels,
    'Video model; default picks the recommended one for your plan.',
    'default',
  ).optional(),
  audio: flag(
    'Generate audio with the video (support and cost depend on the model).',
    false,
  ).optional(),
  style: obj({
    prompt: text('What the video shows.', { min: 1, max: 2000 }),
    quality_mode: deprecated(
      openChoice(['quick', 'studio'], '').optional(),
      'Deprecated (SDK 0.43.1): choose a model instead.',
    ),
  }),
});

/** Text-to-video: credits per second by model and resolution, where the docs publish the rate. */
export const textToVideo: Operation<typeof schema> = {
  key: 'text-to-video',
  method: 'POST',
  path: '/v1/text-to-video',
  kind: 'video',
  label: 'Text To Video',
  description: 'Generates a video from a text prompt.',
  schema,
  estimateCredits: (p) => perSecond(p, videoModelRate(p)),
  typicalSeconds: 51,
};
