/** Fields several operations share, defined once. */
import { z } from 'zod';
import {
  alongOtherIssues,
  asset,
  choice,
  deprecated,
  obj,
  requireWhen,
  seconds,
  text,
} from './fields';
import type { MediaType } from './types';

/** `all-faces` swaps every face for one image; `individual-faces` follows `face_mappings`. */
export const faceSwapMode = choice(
  ['all-faces', 'individual-faces'],
  'Swap every face for one image, or map faces one by one.',
  'all-faces',
);

/** Up to five `{ original_face, new_face }` pairs; `original_face` is a `faces[].path` from face detection. */
export const faceMappings = z
  .array(
    obj({
      original_face: text('A face path from face detection, e.g. 0-0.png.', {
        title: 'Original Face',
      }),
      new_face: asset(['image'], 'Image of the face that replaces it.', 'New Face'),
    }),
  )
  .max(5)
  .meta({
    description: 'Which face becomes which (individual-faces mode), at most 5.',
    title: 'Face Mappings',
  });

/** `assets` members choosing a video by upload/URL (`file`) or by YouTube link (`youtube`). */
export function videoSourceFields(types: readonly MediaType[], description: string) {
  return {
    video_source: choice(['file', 'youtube'], 'Where the video comes from.', 'file'),
    video_file_path: asset(
      types,
      `${description} Required when the source is file.`,
      'Video',
    ).optional(),
    youtube_url: text('YouTube URL of the video. Required when the source is youtube.', {
      title: 'YouTube URL',
    }).optional(),
  };
}

/** Adds the `video_source` requirements (file needs `video_file_path`, youtube needs `youtube_url`). */
export function withVideoSourceRules<S extends z.ZodType>(schema: S): S {
  return schema
    .superRefine(
      requireWhen('assets.video_file_path', 'string', { 'assets.video_source': ['file'] }),
      alongOtherIssues,
    )
    .superRefine(
      requireWhen('assets.youtube_url', 'string', { 'assets.video_source': ['youtube'] }),
      alongOtherIssues,
    );
}

/** Adds the face swap mode requirements (all-faces, the default, needs `face`; individual-faces needs mappings). */
export function withFaceSwapRules<S extends z.ZodType>(schema: S, face: string): S {
  return schema
    .superRefine(
      requireWhen(`assets.${face}`, 'string', {
        'assets.face_swap_mode': ['all-faces', undefined],
      }),
      alongOtherIssues,
    )
    .superRefine(
      requireWhen('assets.face_mappings', 'array', {
        'assets.face_swap_mode': ['individual-faces'],
      }),
      alongOtherIssues,
    );
}

/** Required `start_seconds` and `end_seconds` of a clip of the input. */
export const clip = {
  start_seconds: seconds('Start of the clip to process, in seconds.'),
  end_seconds: seconds(
    'End of the clip to process, in seconds (at least 0.1 and after the start).',
    { min: 0.1 },
  ),
};

/** Optional `start_seconds` (default 0) with a required `end_seconds`. */
export const optionalStartClip = {
  start_seconds: seconds('Start of the clip, in seconds.', { default: 0 }).optional(),
  end_seconds: seconds('End of the clip, in seconds (after the start).', { min: 0.1 }),
};

/** Deprecated `width`/`height` of older video operations: accepted, ignored by the service. */
export const legacySize = {
  width: deprecated(
    z.int().nullable().optional(),
    'Deprecated: the output size follows the input.',
  ),
  height: deprecated(
    z.int().nullable().optional(),
    'Deprecated: the output size follows the input.',
  ),
};

/** Video output resolutions offered by the newer video tools (open: the list grows). */
export const videoResolutions = ['480p', '720p', '1080p', '4k'] as const;

/** Image tools report a median of 3 to 38 s without a per-tool figure; waiting starts from this. */
export const IMAGE_TYPICAL_SECONDS = 15;
