import {
  alongOtherIssues,
  asset,
  num,
  obj,
  openChoice,
  projectName,
  requireWhen,
  text,
  ui,
} from '../fields';
import { ORDER } from '../presentation';
import type { Operation } from '../types';
import { clip } from '../shared-fields';

const noTemplate = { 'style.template': [undefined] };

const schema = obj({
  name: projectName('Auto Subtitle'),
  ...clip,
  assets: obj({
    video_file_path: ui(asset(['video'], 'The video to add subtitles to.'), { label: 'Video' }),
  }),
  style: obj(
    {
      template: ui(
        openChoice(
          ['karaoke', 'cinematic', 'minimalist', 'highlight'],
          'A ready-made look; leave it empty to design your own below. Custom settings override the template’s.',
        ).optional(),
        {
          label: 'Subtitle Style',
          primary: true,
          order: ORDER.mode,
          uiDefault: 'karaoke',
          optionLabels: {
            karaoke: 'Karaoke',
            cinematic: 'Cinematic',
            minimalist: 'Minimalist',
            highlight: 'Highlight',
          },
        },
      ),
      custom_config: obj(
        {
          font: ui(text('A Google Fonts name, e.g. Noto Sans.').optional(), {
            label: 'Font',
            primary: true,
            requiredWhen: noTemplate,
            order: ORDER.mode + 1,
          }),
          font_size: ui(num('Font size in pixels; fitted to the video when left out.').optional(), {
            label: 'Font Size',
          }),
          font_style: ui(text('e.g. normal, italic, bold.').optional(), { label: 'Font Style' }),
          text_color: ui(text('Hex color, e.g. #FFFFFF.').optional(), {
            label: 'Text Color',
            primary: true,
            requiredWhen: noTemplate,
            order: ORDER.mode + 2,
          }),
          highlighted_text_color: ui(
            text('Color of the word being spoken, e.g. #FFD700.').optional(),
            { label: 'Highlighted Text Color' },
          ),
          stroke_color: ui(text('Outline color of the text, e.g. #000000.').optional(), {
            label: 'Outline Color',
          }),
          stroke_width: ui(
            num(
              'Outline width in pixels; set for you when only an outline color is given.',
            ).optional(),
            { label: 'Outline Width' },
          ),
          vertical_position: ui(text('top, center or bottom.').optional(), {
            label: 'Vertical Position',
            primary: true,
            requiredWhen: noTemplate,
            order: ORDER.mode + 3,
          }),
          horizontal_position: ui(text('left, center or right.').optional(), {
            label: 'Horizontal Position',
            primary: true,
            requiredWhen: noTemplate,
            order: ORDER.mode + 4,
          }),
        },
        {
          description: 'Your own subtitle look, used when no template is chosen.',
          title: 'Custom Style',
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
  serviceType: 'AUTO_SUBTITLE',
  outputExtension: 'mp4',
};
