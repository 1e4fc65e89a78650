import {
  alongOtherIssues,
  asset,
  num,
  obj,
  openChoice,
  projectName,
  requireWhen,
  text,
} from '../fields';
import type { Operation } from '../types';
import { clip } from '../shared-fields';

const noTemplate = { 'style.template': [undefined] };

const schema = obj({
  name: projectName('Auto Subtitle'),
  ...clip,
  assets: obj({
    video_file_path: asset(['video'], 'The video to subtitle.', 'Video'),
  }),
  style: obj(
    {
      template: openChoice(
        ['karaoke', 'cinematic', 'minimalist', 'highlight'],
        'A preset look; custom settings override its fields.',
      ).optional(),
      custom_config: obj(
        {
          font: text('A Google Fonts name. Required without a template.').optional(),
          font_size: num('Font size in pixels; computed from the video when left out.').optional(),
          font_style: text('e.g. normal, italic, bold.').optional(),
          text_color: text('Text color in hex. Required without a template.').optional(),
          highlighted_text_color: text('Color of the word being spoken.').optional(),
          stroke_color: text('Outline color of the text.').optional(),
          stroke_width: num(
            'Outline width in pixels; computed when only a stroke color is given.',
          ).optional(),
          vertical_position: text(
            'e.g. top, center, bottom. Required without a template.',
          ).optional(),
          horizontal_position: text(
            'e.g. left, center, right. Required without a template.',
          ).optional(),
        },
        {
          description: 'Your own subtitle look. Required when no template is given.',
          title: 'Custom Config',
        },
      ).optional(),
    },
    { description: 'Subtitle look: a template, custom settings, or both.' },
  ),
})
  .superRefine(requireWhen('style.custom_config', 'object', noTemplate), alongOtherIssues)
  .superRefine(requireWhen('style.custom_config.font', 'string', noTemplate), alongOtherIssues)
  .superRefine(
    requireWhen('style.custom_config.text_color', 'string', noTemplate),
    alongOtherIssues,
  )
  .superRefine(
    requireWhen('style.custom_config.vertical_position', 'string', noTemplate),
    alongOtherIssues,
  )
  .superRefine(
    requireWhen('style.custom_config.horizontal_position', 'string', noTemplate),
    alongOtherIssues,
  );

/** Auto subtitles. The docs' credit figures contradict each other (4.8/s vs 60-100/min), so no estimate. */
export const autoSubtitleGenerator: Operation<typeof schema> = {
  key: 'auto-subtitle-generator',
  method: 'POST',
  path: '/v1/auto-subtitle-generator',
  kind: 'video',
  label: 'Auto Subtitle Generator',
  description: 'Adds generated subtitles to a video.',
  schema,
  typicalSeconds: 45,
};
