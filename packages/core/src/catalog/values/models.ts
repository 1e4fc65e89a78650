/**
 * Model names per tool, from spec/openapi-latest.json (legacy names last);
 * models are added often, so these are suggestions and the service accepts
 * others.
 */

/** Image-to-video and text-to-video models, including legacy names (`-audio` means audio on). */
// prettier-ignore
export const videoModels = [
  'default', 'ltx-2.5', 'ltx-2', 'ltx-2.3', 'minimax-h3', 'wan-3.0', 'wan-2.2', 'seedance-1.5',
  'seedance-2.0', 'seedance-2.0-mini', 'seedance-2.5', 'kling-2.5', 'kling-2.6', 'kling-3.0',
  'gemini-omni-1.1', 'veo3.1', 'veo3.1-lite', 'sora-2', 'kling-1.6', 'seedance', 'kling-2.5-audio',
  'veo3.1-audio',
] as const;

/** Image-to-video models: the same list as text-to-video. */
export const imageToVideoModels = videoModels;

/** AI video editor models. */
// prettier-ignore
export const videoEditorModels = ['gemini-omni-1.1', 'gemini-omni', 'ltx-2.5', 'ltx-2.3'] as const;

/** AI image generator models. */
// prettier-ignore
export const imageGeneratorModels = [
  'default', 'nano-banana-2', 'gpt-image-2', 'z-image-turbo', 'flux-2-klein', 'nano-banana-2-lite',
  'seedream-v4', 'seedream-v5-pro', 'nano-banana', 'nano-banana-pro', 'flux-schnell', 'seedream',
  'krea-2', 'gpt-image-2.5-flare',
] as const;

/** AI image editor models. */
// prettier-ignore
export const imageEditorModels = [
  'default', 'nano-banana-2', 'gpt-image-2', 'flux-2-klein', 'nano-banana-2-lite', 'qwen-edit',
  'seedream-v4', 'seedream-v4.5', 'seedream-v5-pro', 'nano-banana', 'nano-banana-pro',
  'krea-2', 'gpt-image-2.5-flare',
] as const;
