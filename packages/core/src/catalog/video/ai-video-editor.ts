import { asset, obj, openChoice, projectName, text } from '../fields';
import type { Operation } from '../types';
import { optionalStartClip } from '../shared-fields';
import { videoEditorModels } from '../values/models';

const schema = obj({
  name: projectName('Video Editor'),
  ...optionalStartClip,
  model: openChoice(
    videoEditorModels,
    'Editing model; defaults to ltx-2.3 on free plans and gemini-omni on paid ones. Clip limits: gemini-omni 3-10 s, ltx-2.3 0.5-45 s.',
  ).optional(),
  resolution: openChoice(
    ['480p', '720p', '1080p'],
    'Output resolution; gemini-omni supports 720p only.',
  ).optional(),
  style: obj({
    prompt: text('How to edit the video.', { min: 1 }),
  }),
  assets: obj({
    video_file_path: asset(['video'], 'The video to edit.', 'Video'),
  }),
});

/** AI video editor; the docs give no credit rule. */
export const aiVideoEditor: Operation<typeof schema> = {
  key: 'ai-video-editor',
  method: 'POST',
  path: '/v1/ai-video-editor',
  kind: 'video',
  label: 'AI Video Editor',
  description: 'Edits a video clip as a text prompt describes.',
  schema,
};
