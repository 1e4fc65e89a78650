/**
 * Tools priced per request (§5), by resolution (body swap, §5) or by mode and scale (upscaler,
 * §6), and the voice tools priced per character (§5).
 */
import { atLeast, ceilCredits, exact, unknown } from './helpers';
import type { PriceRule } from './types';

/** Credits per request of the fixed-cost tools, with their pricing.md rows (§5, M4). */
const fixed: Record<string, { credits: number; source: string }> = {
  'ai-clothes-changer': { credits: 25, source: '§5 AI Clothes Changer (M4)' },
  'ai-face-editor': { credits: 1, source: '§5 AI Face Editor (M4)' },
  'ai-gif-generator': { credits: 50, source: '§5 AI GIF Generator (M4)' },
  'ai-headshot-generator': { credits: 50, source: '§5 AI Headshot Generator (M4)' },
  'ai-meme-generator': { credits: 10, source: '§5 AI Meme Generator (M4)' },
  'ai-qr-code-generator': { credits: 0, source: '§5 AI QR Code Generator (M4)' },
  'face-swap-photo': { credits: 10, source: '§5 Face Swap Photo (M4)' },
  'head-swap': { credits: 10, source: '§5 Head Swap (M4)' },
  'image-background-remover': { credits: 5, source: '§5 Image Background Remover (M4)' },
  'photo-colorizer': { credits: 10, source: '§5 Photo Colorizer (M4)' },
  'face-detection': { credits: 0, source: '§5 Face detection (spec)' },
};

/** The fixed-cost rules, one per tool. */
export const fixedRules: Record<string, PriceRule> = Object.fromEntries(
  Object.entries(fixed).map(([key, { credits, source }]) => [key, () => exact(credits, [source])]),
);

const BODY_SWAP = '§5 Body Swap (M4)';

/** Body swap: 50 credits at 640px, more (unpublished) at higher resolutions (§5, M4). */
export const bodySwapRule: PriceRule = (body) =>
  body.resolution === '640px'
    ? exact(50, [BODY_SWAP])
    : atLeast(
        50,
        [BODY_SWAP],
        `Body Swap costs 50 credits at 640px and more at ${String(body.resolution ?? 'higher resolutions')}, by an amount not published.`,
      );

const UPSCALER = '§6 AI Image Upscaler (M4)';

/** Upscaler: 25/100 credits (2×/4×) in preserve mode (and deprecated `pro`), 50/200 otherwise (§6). */
export const upscalerRule: PriceRule = (body) => {
  const mode: unknown = body.style?.mode ?? enhancementModes[String(body.style?.enhancement)];
  const scale: unknown = body.scale_factor;
  if (scale !== 2 && scale !== 4) return unknown('Scale Factor must be 2 or 4 for an estimate.');
  const preserve = scale === 4 ? 100 : 25;
  return exact(preserve * (mode === 'preserve' || mode === 'pro' ? 1 : 2), [UPSCALER]);
};

/** The deprecated `style.enhancement` values and the mode each maps to (§6); default balanced. */
const enhancementModes: Record<string, string | undefined> = {
  Resemblance: 'preserve',
  Balanced: 'balanced',
  Creative: 'creative',
};

/** Voice generator and cloner: 0.1 credit per character of the text, rounded up (§5, M4). */
export function perCharacterRule(source: string): PriceRule {
  return (body) => {
    const text: unknown = body.style?.prompt;
    if (typeof text !== 'string') return unknown('The text to speak is needed for an estimate.');
    return exact(ceilCredits(text.length * 0.1), [source]);
  };
}
