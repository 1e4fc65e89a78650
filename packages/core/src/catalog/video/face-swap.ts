import { z } from 'zod';
import { asset, choice, obj, projectName, requireWhen, seconds, text } from '../fields';
import type { Operation } from '../types';
import { faceMappings, faceSwapMode } from '../shared-fields';

const schema = obj({
  name: projectName('Face Swap'),
  start_seconds: seconds('Start of the clip to process, in seconds.'),
  end_seconds: seconds('End of the clip to process, in seconds (at least 0.1 and after the start).', { min: 0.1 }),
  assets: obj({
    video_source: choice(['file', 'youtube'], 'Where the video comes from.', 'file'),
    video_file_path: asset(['video', 'gif'], 'The video (or GIF) whose faces are replaced. Required when the source is a file.', 'Video').optional(),
    youtube_url: text('YouTube URL of the video. Required when the source is youtube.', { title: 'YouTube URL' }).optional(),
    face_swap_mode: faceSwapMode.optional(),
    image_file_path: asset(['image'], 'Image of the face to put in. Required for all-faces mode.', 'Face Image').optional(),
    face_mappings: faceMappings.optional(),
  }),
  style: obj({
    version: choice(['v1', 'v2', 'default'], 'Model version; v1 selects the older one.', 'default').optional(),
  }).optional(),
  width: z.int().meta({ description: 'Deprecated: the output size follows the input.', deprecated: true }).nullable().optional(),
  height: z.int().meta({ description: 'Deprecated: the output size follows the input.', deprecated: true }).nullable().optional(),
})
  .superRefine(requireWhen('assets.video_file_path', 'string', (v) => v.assets.video_source === 'file'))
  .superRefine(requireWhen('assets.youtube_url', 'string', (v) => v.assets.video_source === 'youtube'))
  .superRefine(requireWhen('assets.image_file_path', 'string', (v) => (v.assets.face_swap_mode ?? 'all-faces') === 'all-faces'))
  .superRefine(requireWhen('assets.face_mappings', 'array', (v) => v.assets.face_swap_mode === 'individual-faces'));

/** Video face swap: 24 credits per second rendered at 24 fps. */
export const faceSwap: Operation<typeof schema> = {
  key: 'face-swap',
  method: 'POST',
  path: '/v1/face-swap',
  kind: 'video',
  label: 'Face Swap (Video)',
  description: 'Swaps faces in a video with the face from an image.',
  schema,
  estimateCredits: (p) => Math.ceil((p.end_seconds - p.start_seconds) * 24),
  typicalSeconds: 96,
};
