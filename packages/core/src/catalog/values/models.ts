/**
 * Model names per tool. Generated once from spec/openapi.json, plus the
 * newer models official clients offer (listed last, recorded in
 * DEVIATIONS.md §3); models are added often, so these are suggestions and
 * the service accepts others.
 */

/** Image-to-video and text-to-video models, including legacy names (`-audio` means audio on). */
// prettier-ignore
export const videoModels = [
  'default', 'ltx-2', 'ltx-2.3', 'minimax-h3', 'wan-2.2', 'seedance-1.5', 'seedance-2.0',
  'seedance-2.0-mini', 'seedance-2.5', 'kling-2.5', 'kling-2.6', 'kling-3.0', 'veo3.1',
  'veo3.1-lite', 'sora-2', 'kling-1.6', 'seedance', 'kling-2.5-audio', 'veo3.1-audio',
] as const;

/** Image-to-video models: the shared video models plus two newer than the OpenAPI (DEVIATIONS.md §3). */
export const imageToVideoModels = [...videoModels, 'ltx-2.5', 'gemini-omni-1.1'] as const;

/** AI video editor models; `gemini-omni-1.1` is newer than the OpenAPI (DEVIATIONS.md §3). */
// prettier-ignore
export const videoEditorModels = ['gemini-omni', 'ltx-2.3', 'gemini-omni-1.1'] as const;

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
