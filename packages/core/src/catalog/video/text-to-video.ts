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
import { qualityMode, videoResolution } from '../shared-fields';
import { videoModels } from '../values/models';
import { aspectRatioLabels, labelsOf, modelLabels } from '../values/option-labels';
import { modelDescriptions } from '../values/model-descriptions';
import { videoModelHelp } from '../values/model-labels';

const ratios = ['16:9', '9:16', '1:1'] as const;

const schema = obj({
  name: projectName('Text To Video'),
  end_seconds: ui(
    seconds('How long the video runs; the lengths allowed depend on the model.', {
      min: 1,
      max: 60,
    }),
    { label: 'Duration (Seconds)', uiDefault: 5 },
  ),
  aspect_ratio: ui(openChoice(ratios, 'Shape of the video.').optional(), {
    label: 'Aspect Ratio',
    optionLabels: labelsOf(ratios, aspectRatioLabels),
  }),
  orientation: deprecated(
    openChoice(['landscape', 'portrait', 'square'], '').optional(),
    'Deprecated (SDK 0.43.1): use aspect_ratio; it is translated to it.',
  ),
  resolution: videoResolution,
  model: ui(openChoice(videoModels, videoModelHelp(), 'default').optional(), {
    label: 'Model',
    primary: true,
    optionLabels: labelsOf(videoModels, modelLabels),
    optionDescriptions: modelDescriptions(videoModels, 'video'),
  }),
  audio: ui(
    flag(
      'Whether to generate sound with the video (support and cost depend on the model).',
      false,
    ).optional(),
    { label: 'Generate Audio' },
  ),
  references: ui(
    z
      .array(
        obj({
          name: z
            .string()
            .regex(/^[A-Za-z][\w-]*$/)
            .meta({
              title: 'Name',
              description: 'A name starting with a letter (letters, digits, _ and -), e.g. hero.',
            }),
          file_path: asset(['image'], 'The image this name stands for.', 'Image'),
        }),
      )
      .min(1)
      .max(10)
      .meta({ description: 'Up to 10 named images the video draws on.' })
      .optional(),
    { label: 'References' },
  ),
  style: obj({
    prompt: prompt('What the video shows.', { min: 1, max: 10000 }),
    quality_mode: qualityMode(['quick', 'studio']),
  }),
});

/** Text-to-video: credits per second by model and resolution, where the docs publish the rate. */
export const textToVideo: Operation<typeof schema> = {
  key: 'text-to-video',
  method: 'POST',
  path: '/v1/text-to-video',
  kind: 'video',
  label: 'Text to Video',
  action: 'Create a video from text',
  description: 'Generates a video from a text prompt.',
  schema,
  typicalSeconds: 51,
  serviceType: 'TEXT_TO_VIDEO',
  outputExtension: 'mp4',
};
