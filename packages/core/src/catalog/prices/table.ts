/**
 * The price table: one rule per tool the docs price (pricing.md), and the tools they do not
 * price, each with the reason an estimate of it says "unknown".
 */
import {
  animationRule,
  audioToVideoRule,
  lipSyncRule,
  perSecondRule,
  talkingPhotoRule,
  videoToVideoRule,
} from './duration-tools';
import { bodySwapRule, fixedRules, perCharacterRule, upscalerRule } from './fixed-tools';
import { imageModelPrice } from './image-models';
import type { PriceRule } from './types';
import { videoModelPrice } from './video-models';

/** Every priced tool's rule, by operation key. */
export const priceRules: Record<string, PriceRule> = {
  ...fixedRules,
  'image-to-video': videoModelPrice,
  'text-to-video': videoModelPrice,
  'ai-image-generator': imageModelPrice,
  'ai-image-editor': imageModelPrice,
  'body-swap': bodySwapRule,
  'ai-image-upscaler': upscalerRule,
  'ai-voice-generator': perCharacterRule('§5 AI Voice Generator (M4)'),
  'ai-voice-cloner': perCharacterRule('§5 AI Voice Cloner (M4)'),
  animation: animationRule,
  'audio-to-video': audioToVideoRule,
  'auto-subtitle-generator': perSecondRule(4.8, '§7 Auto Subtitle Generator (M4)'),
  'face-swap': perSecondRule(24, '§7 Face Swap Video (M4)'),
  'lip-sync': lipSyncRule,
  'ai-talking-photo': talkingPhotoRule,
  'video-to-video': videoToVideoRule,
};

/** Tools without a published price, and why (the note of their "unknown" estimate). */
export const unpublishedPrices: Record<string, string> = {
  'ai-video-translator':
    'AI Video Translator has no published price; the service charges it by rendered frames.',
  'ai-video-editor': 'AI Video Editor has no published price.',
  'character-replace': 'Character Replace has no published price.',
};
