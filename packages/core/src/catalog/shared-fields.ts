/** Fields several operations share, defined once. */
import { z } from 'zod';
import {
  alongOtherIssues,
  asset,
  choice,
  deprecated,
  obj,
  openChoice,
  requireWhen,
  seconds,
  text,
  ui,
} from './fields';
import { ORDER } from './presentation';
import type { MediaType } from './types';
import {
  faceSwapModeLabels,
  labelsOf,
  resolutionLabels,
  sourceLabels,
} from './values/option-labels';

/** `all-faces` swaps every face for one image; `individual-faces` follows `face_mappings`. */
export const faceSwapMode = ui(
  choice(
    ['all-faces', 'individual-faces'],
    'Swap every face for the face image, or choose which face becomes which.',
    'all-faces',
  ),
  { label: 'Faces to Swap', primary: true, optionLabels: faceSwapModeLabels },
);

/** Up to five `{ original_face, new_face }` pairs; `original_face` is a `faces[].path` from face detection. */
export const faceMappings = ui(
  z
    .array(
      obj({
        original_face: text('A face found by Face Detection, e.g. 0-0.png.', {
          title: 'Original Face',
        }),
        new_face: asset(['image'], 'Image of the face that replaces it.', 'New Face'),
      }),
    )
    .max(5)
    .meta({ description: 'Which face becomes which; run Face Detection first to list the faces.' }),
  {
    label: 'Face Mappings',
    primary: true,
    requiredWhen: { 'assets.face_swap_mode': ['individual-faces'] },
    order: ORDER.mode + 10,
  },
);

/** The face image of a face swap, shown and required in all-faces mode (the default). */
export function faceImage(description: string) {
  return ui(asset(['image'], description).optional(), {
    label: 'Face Image',
    primary: true,
    requiredWhen: { 'assets.face_swap_mode': ['all-faces'] },
  });
}

/** `assets` members choosing a video by upload/URL (`file`) or by YouTube link (`youtube`). */
export function videoSourceFields(types: readonly MediaType[], description: string) {
  return {
    video_source: ui(choice(['file', 'youtube'], 'Where the video comes from.', 'file'), {
      label: 'Video Source',
      optionLabels: labelsOf(['file', 'youtube'], sourceLabels),
    }),
    video_file_path: ui(asset(types, description).optional(), {
      label: 'Video',
      primary: true,
      requiredWhen: { 'assets.video_source': ['file'] },
    }),
    youtube_url: ui(text('Link to the video on YouTube.').optional(), {
      label: 'YouTube Link',
      primary: true,
      requiredWhen: { 'assets.video_source': ['youtube'] },
    }),
  };
}

/** `style.quality_mode` of the model-based generators: deprecated since SDK 0.43.1 in favour of a model. */
export function qualityMode(values: readonly string[]) {
  return deprecated(
    openChoice(values, '').optional(),
    'Deprecated (SDK 0.43.1): choose a model instead.',
  );
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

/** A clip's end in seconds, pre-filled with `uiDefault` (a sensible clip, never the minimum). */
export function endSeconds(description: string, uiDefault = 15) {
  return ui(seconds(description, { min: 0.1 }), { label: 'End (Seconds)', uiDefault });
}

/** Required `start_seconds` and `end_seconds` of a clip of the input. */
export const clip = {
  start_seconds: ui(seconds('Where the clip starts in the input.'), {
    label: 'Start (Seconds)',
    uiDefault: 0,
  }),
  end_seconds: endSeconds('Where the clip ends in the input; after the start.'),
};

/** Optional `start_seconds` (default 0) with a required `end_seconds` (pre-filled with `end`). */
export function optionalStartClip(end = 15) {
  return {
    start_seconds: ui(seconds('Where the clip starts in the input.', { default: 0 }).optional(), {
      label: 'Start (Seconds)',
    }),
    end_seconds: endSeconds('Where the clip ends in the input; after the start.', end),
  };
}

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
export const videoResolutions = ['480p', '720p', '1080p', '4k', '360p'] as const;

/** `resolution` of the image- and text-to-video tools: an open choice the plan decides when empty. */
export const videoResolution = ui(
  openChoice(
    videoResolutions,
    'The output resolution; 720p on paid plans and 480p on free ones when left empty.',
  ).optional(),
  { label: 'Resolution', optionLabels: labelsOf(videoResolutions, resolutionLabels) },
);

/** Image tools report a median of 3 to 38 s without a per-tool figure; waiting starts from this. */
export const IMAGE_TYPICAL_SECONDS = 15;
