import { alongOtherIssues, asset, choice, obj, openChoice, projectName, ui } from '../fields';
import type { Operation } from '../types';
import { optionalStartClip } from '../shared-fields';
import { clipLengthBetween } from '../clip-length';
import { languageLabels, translatorLanguages } from '../values/languages';
import { labelsOf, resolutionLabels } from '../values/option-labels';

const resolutions = ['480p', '720p', '1080p'] as const;

const schema = obj({
  name: projectName('Video Translator'),
  ...optionalStartClip(15),
  target_language: ui(choice(translatorLanguages, 'The language the speech is translated into.'), {
    label: 'Target Language',
    primary: true,
    optionLabels: languageLabels,
    uiDefault: 'English',
    searchable: true,
  }),
  resolution: ui(
    openChoice(
      resolutions,
      'The output resolution; 720p and 1080p need a paid plan.',
      '480p',
    ).optional(),
    { label: 'Resolution', optionLabels: labelsOf(resolutions, resolutionLabels) },
  ),
  assets: obj({
    video_file_path: ui(
      asset(['video'], 'The video whose speech is translated; its language is detected.'),
      { label: 'Video', primary: true },
    ),
  }),
}).superRefine(clipLengthBetween(1, 30), alongOtherIssues);

/** AI video translator: dubs a 1–30 s clip into one of 53 languages; the docs give no credit rule yet. */
export const aiVideoTranslator: Operation<typeof schema> = {
  key: 'ai-video-translator',
  method: 'POST',
  path: '/v1/ai-video-translator',
  kind: 'video',
  label: 'AI Video Translator',
  action: 'Translate a video',
  description: 'Translates the speech of a video clip into another language.',
  schema,
  serviceType: 'VIDEO_TRANSLATOR',
  outputExtension: 'mp4',
};
