import { z } from 'zod';
import {
  asset,
  deprecated,
  flag,
  obj,
  openChoice,
  projectName,
  prompt,
  seconds,
  ui,
} from '../fields';
import type { Operation } from '../types';
import { legacySize, qualityMode, videoResolution } from '../shared-fields';
import { imageToVideoModels } from '../values/models';
import { labelsOf, modelLabels } from '../values/option-labels';
import { modelDescriptions } from '../values/model-descriptions';
import { videoModelHelp } from '../values/model-labels';

const schema = obj({
  name: projectName('Image To Video'),
  end_seconds: ui(
    seconds('How long the video runs; the lengths allowed depend on the model.', {
      min: 1,
      max: 60,
    }),
    { label: 'Duration (Seconds)', uiDefault: 5 },
  ),
  model: ui(openChoice(imageToVideoModels, videoModelHelp(), 'default').optional(), {
    label: 'Model',
    primary: true,
    optionLabels: labelsOf(imageToVideoModels, modelLabels),
    optionDescriptions: modelDescriptions(imageToVideoModels, 'video'),
  }),
  resolution: videoResolution,
  audio: ui(
    flag(
      'Whether to generate sound with the video (support and cost depend on the model).',
      false,
    ).optional(),
    { label: 'Generate Audio' },
  ),
  style: obj({
    prompt: prompt('What should happen in the video.', {}, { primary: true }).optional(),
    high_quality: deprecated(
      z.boolean().optional(),
      'Deprecated (SDK 0.43.1): choose a model and resolution instead.',
    ),
    quality_mode: qualityMode(['quick', 'studio']),
  }).optional(),
  assets: obj({
    image_file_path: ui(asset(['image'], 'The first frame of the video.'), { label: 'Image' }),
    end_image_file_path: ui(
      asset(['image'], 'The last frame of the video (not every model supports it).').optional(),
      { label: 'End Image' },
    ),
  }),
  ...legacySize,
});

/** Image-to-video: credits per second by model and resolution, where the docs publish the rate. */
export const imageToVideo: Operation<typeof schema> = {
  key: 'image-to-video',
  method: 'POST',
  path: '/v1/image-to-video',
  kind: 'video',
  label: 'Image to Video',
  action: 'Create a video from an image',
  description: 'Animates an image into a video, optionally guided by a prompt and an end frame.',
  schema,
  typicalSeconds: 74,
  serviceType: 'IMAGE_TO_VIDEO',
  outputExtension: 'mp4',
};
