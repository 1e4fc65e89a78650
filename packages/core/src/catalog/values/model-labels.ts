/**
 * Model options as people choose them: each model's marketing name followed by
 * what it costs and makes, generated from `model-facts.ts`, e.g.
 * `Kling 3.0 · 48 credits/s at 720p · 3–15s · up to 4K` (durations glued to `s` so n8n’s Title Case leaves them).
 */
import { andList, resolutionWord, spans, topResolution } from '../model-rules/words';
import {
  imageModelFacts,
  videoModelFacts,
  type ImageModelFacts,
  type VideoModelFacts,
} from './model-facts';

/** Model names as the providers market them. */
export const modelNames: Record<string, string> = {
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

/** `Kling 3.0 · 48 credits/s at 720p · 3–15s · up to 4K` (durations glued to `s` so n8n’s Title Case leaves them) (the lowest published rate; unpriced says so). */
export function videoModelLabel(name: string, facts: VideoModelFacts): string {
  const cheapest = Object.entries(facts.rates).sort(([, a], [, b]) => a - b)[0];
  const price = cheapest
    ? `${cheapest[1]} credits/s at ${resolutionWord(cheapest[0])}`
    : 'price not published';
  return [name, price, `${spans(facts.durations)}s`, reach(facts.resolutions)].join(' · ');
}

/** `Nano Banana 2 · from 100 credits/image · up to 4K`. */
export function imageModelLabel(name: string, facts: ImageModelFacts): string {
  return [name, `from ${facts.floor} credits/image`, reach(facts.resolutions)].join(' · ');
}

/** `up to 4K`, or `720p only` when the model makes one resolution. */
function reach(resolutions: readonly string[]): string {
  const top = resolutionWord(topResolution(resolutions) ?? '');
  return resolutions.length === 1 ? `${top} only` : `up to ${top}`;
}

/**
 * Option labels of the model fields of text-to-video, image-to-video and the image generator
 * and editor: the name with the model's facts where `model-facts.ts` has them, else the name.
 */
export const modelLabels: Record<string, string> = Object.fromEntries(
  Object.entries(modelNames).map(([model, name]) => {
    const video = videoModelFacts[model];
    const image = imageModelFacts[model];
    if (video) return [model, videoModelLabel(name, video)];
    if (image) return [model, imageModelLabel(name, image)];
    return [model, name];
  }),
);

/** The model field's help for text-to-video and image-to-video: how to read the options' prices. */
export function videoModelHelp(): string {
  const byAudio = (kind: string) =>
    Object.entries(videoModelFacts)
      .filter(([, f]) => f.audio.kind === kind)
      .map(([model]) => modelNames[model] ?? model);
  const extra = byAudio('extra');
  const doubles = byAudio('doubles');
  return (
    'The video model. Each option shows its lowest price per second (at the resolution named), ' +
    'its lengths and its top resolution; higher resolutions cost more. ' +
    `Audio adds credits on ${andList(extra)}${doubles.length ? ` and doubles the price on ${andList(doubles)}` : ''}.`
  );
}

/** The model field's help for the image generator and editor. */
export const IMAGE_MODEL_HELP =
  'The image model. Each option shows its price per image at its lowest resolution and its top resolution; higher resolutions cost more, and the price is multiplied by Number of Images.';
