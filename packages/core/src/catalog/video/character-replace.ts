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
} from '../fields';
import type { Operation } from '../types';
import { optionalStartClip } from '../shared-fields';

const point = obj({
  position_x: num('Pixels from the left edge of the frame.', { int: true, min: 0 }),
  position_y: num('Pixels from the top edge of the frame.', { int: true, min: 0 }),
  time_seconds: seconds('Time of the frame on the source video, in seconds.'),
});

const schema = obj({
  name: projectName('Character Replace'),
  ...optionalStartClip,
  resolution: openChoice(
    ['480p', '720p'],
    'Output resolution; defaults to the lowest on your plan.',
  ).optional(),
  assets: obj({
    video_file_path: asset(['video'], 'The video with the subject to replace or animate.', 'Video'),
    image_file_path: asset(
      ['image'],
      'The character that replaces the subject or is animated.',
      'Character Image',
    ),
  }),
  style: obj({
    mode: choice(
      ['replace', 'animate'],
      'Replace the subject with the character, or move the character like the subject.',
    ).optional(),
    selection_mode: choice(
      ['auto', 'point'],
      'Find the subject automatically or by the points given.',
      'auto',
    ).optional(),
    points: z
      .array(point)
      .meta({
        title: 'Points',
        description: 'Markers on the subject. Required when the selection mode is point.',
      })
      .optional(),
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
  description:
    'Replaces a person in a video with a character image, or animates the character with their motion.',
  schema,
  typicalSeconds: 446,
};
