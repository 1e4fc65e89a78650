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

/** `custom_config` members required when no template is chosen, in the order the form shows them. */
const OWN_LOOK = ['font', 'text_color', 'vertical_position', 'horizontal_position'] as const;

/** A member of `OWN_LOOK`: shown up front and required while no template is chosen; `places` are labelled suggestions, `place` the pre-filled one. */
function ownLook(
  field: (typeof OWN_LOOK)[number],
  description: string,
  label: string,
  places?: Record<string, string>,
  place?: string,
) {
  const input = places ? openChoice(Object.keys(places), description) : text(description);
  return ui(input.optional(), {
    label,
    primary: true,
    requiredWhen: noTemplate,
    order: ORDER.mode + 1 + OWN_LOOK.indexOf(field),
    ...(places ? { optionLabels: places, uiDefault: place } : {}),
  });
}

const fields = obj({
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
          'A ready-made look, or your own design from the fields below. Style fields you add override the template’s.',
        ).optional(),
        {
          label: 'Subtitle Style',
          primary: true,
          order: ORDER.mode,
          uiDefault: 'karaoke',
          emptyLabel: 'Custom (design my own)',
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
          font: ownLook('font', 'A Google Fonts name, e.g. Noto Sans.', 'Font'),
          font_size: ui(num('Text size in pixels; fitted to the video when left out.').optional(), {
            label: 'Font Size',
            example: 48,
          }),
          font_style: ui(text('The text style, for example normal, italic or bold.').optional(), {
            label: 'Font Style',
          }),
          text_color: ownLook('text_color', 'Hex color, e.g. #FFFFFF.', 'Text Color'),
          highlighted_text_color: ui(
            text('Color of the word being spoken, e.g. #FFD700.').optional(),
            { label: 'Highlighted Text Color' },
          ),
          stroke_color: ui(text('The color around the letters, e.g. #000000.').optional(), {
            label: 'Outline Color',
          }),
          stroke_width: ui(
            num(
              'How thick the outline is, in pixels; set for you when only an outline color is given.',
            ).optional(),
            { label: 'Outline Width', example: 2 },
          ),
          vertical_position: ownLook(
            'vertical_position',
            'Where the subtitles sit: at the top, center or bottom of the frame.',
            'Vertical Position',
            { top: 'Top', center: 'Center', bottom: 'Bottom' },
            'bottom',
          ),
          horizontal_position: ownLook(
            'horizontal_position',
            'How the subtitles line up: left, center or right.',
            'Horizontal Position',
            { left: 'Left', center: 'Center', right: 'Right' },
            'center',
          ),
        },
        {
          description: 'Your own subtitle look, used when no template is chosen.',
          title: 'Custom Style',
        },
      ).optional(),
    },
    { description: 'Subtitle look: a template, custom settings, or both.' },
  ),
}).superRefine(requireWhen('style.custom_config', 'object', noTemplate), alongOtherIssues);
const schema = OWN_LOOK.reduce(
  (checked, field) =>
    checked.superRefine(
      requireWhen(`style.custom_config.${field}`, 'string', noTemplate),
      alongOtherIssues,
    ),
  fields,
);

/** Auto subtitles: about 4.8 credits per second at 24 fps (`prices/`). */
export const autoSubtitleGenerator: Operation<typeof schema> = {
  key: 'auto-subtitle-generator',
  method: 'POST',
  path: '/v1/auto-subtitle-generator',
  kind: 'video',
  label: 'Auto Subtitle Generator',
  action: 'Add subtitles to a video',
  description: 'Adds generated subtitles to a video.',
  schema,
  typicalSeconds: 45,
  serviceType: 'AUTO_SUBTITLE',
  outputExtension: 'mp4',
};
