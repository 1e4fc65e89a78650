import { asset, obj, openChoice, projectName, prompt, ui } from '../fields';
import type { Operation } from '../types';
import { optionalStartClip } from '../shared-fields';
import { videoEditorModels } from '../values/models';
import { labelsOf, modelNames, resolutionLabels } from '../values/option-labels';

const resolutions = ['480p', '720p', '1080p'] as const;

const schema = obj({
  name: projectName('Video Editor'),
  ...optionalStartClip(5),
  model: ui(
    openChoice(
      videoEditorModels,
      'The editing model: Gemini Omni 1.1 edits clips of 3 to 10 s, LTX-2.5 clips of 0.5 to 45 s. Left empty, free plans get LTX-2.5 and paid plans Gemini Omni 1.1.',
    ).optional(),
    { label: 'Model', optionLabels: labelsOf(videoEditorModels, modelNames) },
  ),
  resolution: ui(
    openChoice(
      resolutions,
      'The output resolution; Gemini Omni supports 720p and 1080p.',
    ).optional(),
    {
      label: 'Resolution',
      optionLabels: labelsOf(resolutions, resolutionLabels),
      example: '720p',
    },
  ),
  style: obj({
    prompt: prompt('How to edit the video.', { min: 1 }),
  }),
  assets: obj({
    video_file_path: ui(asset(['video'], 'The video to edit.'), { label: 'Video' }),
  }),
});

/** AI video editor; the docs give no credit rule. */
export const aiVideoEditor: Operation<typeof schema> = {
  key: 'ai-video-editor',
  method: 'POST',
  path: '/v1/ai-video-editor',
  kind: 'video',
  label: 'AI Video Editor',
  action: 'Edit a video with a prompt',
  description: 'Edits a video clip as a text prompt describes.',
  schema,
  serviceType: 'VIDEO_EDITOR',
  outputExtension: 'mp4',
};
