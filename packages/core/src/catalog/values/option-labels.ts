/**
 * Human labels of option values shared by several tools: models by their
 * marketing names, resolutions, aspect ratios, sources. A value with no
 * label here is shown as it is.
 */

/** Model names as the providers market them. */
export const modelLabels: Record<string, string> = {
  default: 'Recommended for your plan',
  'ltx-2': 'LTX-2',
  'ltx-2.3': 'LTX-2.3',
  'ltx-2.5': 'LTX-2.5',
  'minimax-h3': 'MiniMax Hailuo H3',
  'wan-2.2': 'Wan 2.2',
  'wan-3.0': 'Wan 3.0',
  'seedance-1.5': 'Seedance 1.5',
  'seedance-2.0': 'Seedance 2.0',
  'seedance-2.0-mini': 'Seedance 2.0 Mini',
  'seedance-2.5': 'Seedance 2.5',
  'kling-2.5': 'Kling 2.5',
  'kling-2.6': 'Kling 2.6',
  'kling-3.0': 'Kling 3.0',
  'veo3.1': 'Veo 3.1',
  'veo3.1-lite': 'Veo 3.1 Lite',
  'sora-2': 'Sora 2',
  'kling-1.6': 'Kling 1.6 (legacy)',
  seedance: 'Seedance (legacy)',
  'kling-2.5-audio': 'Kling 2.5 with audio (legacy)',
  'veo3.1-audio': 'Veo 3.1 with audio (legacy)',
  'gemini-omni': 'Gemini Omni',
  'gemini-omni-1.1': 'Gemini Omni 1.1',
  'nano-banana': 'Nano Banana',
  'nano-banana-2': 'Nano Banana 2',
  'nano-banana-2-lite': 'Nano Banana 2 Lite',
  'nano-banana-pro': 'Nano Banana Pro',
  'gpt-image-2': 'GPT Image 2',
  'gpt-image-2.5-flare': 'GPT Image 2.5 Flare',
  'z-image-turbo': 'Z-Image Turbo',
  'flux-2-klein': 'FLUX.2 [klein]',
  'flux-schnell': 'FLUX.1 [schnell]',
  'qwen-edit': 'Qwen Image Edit',
  'krea-2': 'Krea 2',
  seedream: 'Seedream (legacy)',
  'seedream-v4': 'Seedream 4',
  'seedream-v4.5': 'Seedream 4.5',
  'seedream-v5-pro': 'Seedream 5 Pro',
};

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
