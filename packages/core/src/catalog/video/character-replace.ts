import { z } from 'zod';
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
  ui,
} from '../fields';
import { ORDER } from '../presentation';
import { labelsOf, resolutionLabels } from '../values/option-labels';
import type { Operation } from '../types';
import { optionalStartClip } from '../shared-fields';

const point = obj({
  position_x: ui(num('Pixels from the left edge of the frame.', { int: true, min: 0 }), {
    label: 'X (Pixels)',
  }),
  position_y: ui(num('Pixels from the top edge of the frame.', { int: true, min: 0 }), {
    label: 'Y (Pixels)',
  }),
  time_seconds: ui(seconds('When the frame appears in the video.'), { label: 'Time (Seconds)' }),
});

const resolutions = ['480p', '720p'] as const;

const schema = obj({
  name: projectName('Character Replace'),
  ...optionalStartClip(10),
  resolution: ui(
    openChoice(
      resolutions,
      'The output resolution; the lowest on your plan when left empty.',
    ).optional(),
    {
      label: 'Resolution',
      optionLabels: labelsOf(resolutions, resolutionLabels),
    },
  ),
  assets: obj({
    video_file_path: ui(asset(['video'], 'The video with the person to replace or copy.'), {
      label: 'Video',
    }),
    image_file_path: ui(
      asset(['image'], 'The character that replaces the person or moves like them.'),
      { label: 'Character Image' },
    ),
  }),
  style: obj({
    mode: ui(
      choice(
        ['replace', 'animate'],
        'Put the character in place of the person, or make the character move like them.',
      ).optional(),
      {
        label: 'Mode',
        primary: true,
        uiDefault: 'replace',
        optionLabels: { replace: 'Replace the person', animate: 'Animate the character' },
      },
    ),
    selection_mode: ui(
      choice(
        ['auto', 'point'],
        'How the person is found: automatically, or by points you mark on a frame.',
        'auto',
      ).optional(),
      {
        label: 'Find the Person',
        primary: true,
        optionLabels: { auto: 'Automatically', point: 'By points I mark' },
      },
    ),
    points: ui(
      z
        .array(point)
        .meta({ description: 'Mark the person with one or more points on a frame of the video.' })
        .optional(),
      {
        label: 'Points',
        primary: true,
        requiredWhen: { 'style.selection_mode': ['point'] },
        order: ORDER.mode + 10,
      },
    ),
  }).optional(),
}).superRefine(
  requireWhen('style.points', 'array', { 'style.selection_mode': ['point'] }),
  alongOtherIssues,
);

/** Character replace; the docs give no credit rule. */
export const characterReplace: Operation<typeof schema> = {
  key: 'character-replace',
  method: 'POST',
  path: '/v1/character-replace',
  kind: 'video',
  label: 'Character Replace',
  action: 'Replace a character in a video',
  description:
    'Replaces a person in a video with a character image, or animates the character with their motion.',
  schema,
  typicalSeconds: 446,
  serviceType: 'CHARACTER_REPLACE',
  outputExtension: 'mp4',
};
