/**
 * Human labels of option values shared by several tools: models by their
 * marketing names, resolutions, aspect ratios, sources. A value with no
 * label here is shown as it is.
 */

export { modelLabels, modelNames } from './model-labels';

/** Output resolutions. */
export const resolutionLabels: Record<string, string> = {
  '360p': '360p',
  '480p': '480p',
  '720p': '720p (HD)',
  '1080p': '1080p (Full HD)',
  '4k': '4K',
  auto: 'Auto (deprecated)',
  '640px': '640 px',
  '1k': '1K (1024 px)',
  '2k': '2K (2048 px)',
};

/** Aspect ratios with the shape they give. */
export const aspectRatioLabels: Record<string, string> = {
  auto: 'Same as the input',
  '16:9': '16:9 (landscape)',
  '9:16': '9:16 (portrait, stories)',
  '1:1': '1:1 (square)',
  '4:3': '4:3 (landscape)',
  '3:2': '3:2 (landscape)',
  '4:5': '4:5 (portrait, feed)',
  '2:3': '2:3 (portrait)',
};

/** Where a video (or audio) comes from. */
export const sourceLabels: Record<string, string> = {
  file: 'Upload or URL',
  youtube: 'YouTube link',
  none: 'No audio',
};

/** Face swap modes. */
export const faceSwapModeLabels: Record<string, string> = {
  'all-faces': 'All faces',
  'individual-faces': 'Choose faces individually',
};

/** Model versions of face swap and video-to-video. */
export const versionLabels: Record<string, string> = {
  default: 'Recommended',
  v1: 'v1 (older model)',
  v2: 'v2',
};

/** `labels` restricted to `values` (the labels a field's own options need). */
export function labelsOf(values: readonly (string | number)[], labels: Record<string, string>) {
  const out: Record<string, string> = {};
  for (const v of values) if (labels[String(v)] !== undefined) out[String(v)] = labels[String(v)]!;
  return out;
}
