/**
 * What the service publishes about each model, in one place: prices, allowed durations and
 * resolutions, audio, tiers and image counts. Every row cites its source in
 * `/work/shared/spec/pricing.md` (§ = section there; M4/S2 = the source ids it lists). A model or
 * value missing here is unpublished: estimates say "unknown", rules let it through.
 */

/** What a video model's audio costs: included, unavailable, an extra rate per resolution, or doubles the base rate. */
export type VideoAudio =
  | { kind: 'included' }
  | { kind: 'optional-included' }
  | { kind: 'unavailable' }
  | { kind: 'extra'; perSecond: Record<string, number> }
  | { kind: 'doubles' };

/** One video model (text-to-video and image-to-video). */
export interface VideoModelFacts {
  /** Credits per second of output, by resolution (§1); a resolution absent here is unpriced. */
  rates: Record<string, number>;
  /** The durations allowed, in whole seconds (§2). */
  durations: readonly number[];
  /** The resolutions allowed (§2, with S2's additions). */
  resolutions: readonly string[];
  audio: VideoAudio;
  /** The pricing.md rows these facts come from. */
  source: string;
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

const veoDurations = [4, 6, 8, 16, 24, 32, 40, 48, 56];

/** Video models the service documents (§1 rates, §2 durations and resolutions, newest source first). */
export const videoModelFacts: Record<string, VideoModelFacts> = {
  // prettier-ignore
  'ltx-2.3': { rates: { '480p': 24, '720p': 48, '1080p': 72 }, durations: [...range(1, 10), 15, 20, 25, 30], resolutions: ['480p', '720p', '1080p'], audio: { kind: 'included' }, source: '§1 ltx-2.3 (M4); §2 ltx-2.3 (M4)' },
  // prettier-ignore
  'minimax-h3': { rates: { '480p': 24, '720p': 48, '1080p': 72 }, durations: range(1, 30), resolutions: ['480p', '720p', '1080p'], audio: { kind: 'included' }, source: '§1 minimax-h3 (M4); §2 S2 change: any integer 1–30' },
  // prettier-ignore
  'ltx-2.5': { rates: {}, durations: range(1, 60), resolutions: ['480p', '720p', '1080p'], audio: { kind: 'included' }, source: '§1 no published rate; §2 S2 new ltx-2.5' },
  // prettier-ignore
  'wan-3.0': { rates: {}, durations: [...range(2, 10), 15, 20, 25, 30], resolutions: ['480p', '720p', '1080p'], audio: { kind: 'included' }, source: '§1 no published rate; §2 S2 new wan-3.0' },
  // prettier-ignore
  'gemini-omni-1.1': { rates: {}, durations: range(3, 10), resolutions: ['360p', '720p', '1080p', '4k'], audio: { kind: 'unavailable' }, source: '§1 no published rate; §2 S2 new gemini-omni-1.1 (no audio)' },
  // prettier-ignore
  'wan-2.2': { rates: { '480p': 24, '720p': 48, '1080p': 72 }, durations: [...range(3, 10), 15], resolutions: ['480p', '720p', '1080p'], audio: { kind: 'unavailable' }, source: '§1 wan-2.2 (M4); §2 wan-2.2 (M4)' },
  // prettier-ignore
  'kling-2.6': { rates: { '720p': 36, '1080p': 72 }, durations: [5, 10], resolutions: ['720p', '1080p'], audio: { kind: 'unavailable' }, source: '§1 kling-2.6 (M4); §2 kling-2.6 (M4)' },
  // prettier-ignore
  'kling-3.0': { rates: { '720p': 48, '1080p': 72, '4k': 240 }, durations: range(3, 15), resolutions: ['720p', '1080p', '4k'], audio: { kind: 'extra', perSecond: { '720p': 24, '1080p': 24, '4k': 48 } }, source: '§1 kling-3.0 (M4); §2 kling-3.0 (M4)' },
  // prettier-ignore
  'veo3.1-lite': { rates: { '720p': 48, '1080p': 72 }, durations: veoDurations, resolutions: ['720p', '1080p'], audio: { kind: 'extra', perSecond: { '720p': 24, '1080p': 24 } }, source: '§1 veo3.1-lite (M4); §2 veo3.1-lite (M4)' },
  // prettier-ignore
  'veo3.1': { rates: { '720p': 96, '1080p': 120 }, durations: veoDurations, resolutions: ['720p', '1080p'], audio: { kind: 'extra', perSecond: { '720p': 24, '1080p': 24 } }, source: '§1 veo3.1 (M4); §2 veo3.1 (M4)' },
  // prettier-ignore
  'seedance-1.5': { rates: { '480p': 30, '720p': 60, '1080p': 90 }, durations: range(4, 12), resolutions: ['480p', '720p', '1080p'], audio: { kind: 'doubles' }, source: '§1 seedance-1.5 (M4); §2 seedance-1.5 (M4)' },
  // prettier-ignore
  'seedance-2.0-mini': { rates: { '480p': 96, '720p': 192 }, durations: range(4, 15), resolutions: ['480p', '720p'], audio: { kind: 'included' }, source: '§1 seedance-2.0-mini (M4); §2 seedance-2.0-mini (M4)' },
  // prettier-ignore
  'seedance-2.0': { rates: { '480p': 144, '720p': 288 }, durations: range(4, 15), resolutions: ['480p', '720p', '1080p', '4k'], audio: { kind: 'included' }, source: '§1 seedance-2.0 (M4; 1080p/4k unpriced); §2 seedance-2.0 + S2 change 1080p, 4k' },
  // prettier-ignore
  'seedance-2.5': { rates: { '480p': 288, '720p': 576 }, durations: range(4, 30), resolutions: ['480p', '720p', '1080p'], audio: { kind: 'included' }, source: '§1 seedance-2.5 (M4; 1080p unpriced); §2 seedance-2.5 + S2 change 1080p' },
  // prettier-ignore
  'sora-2': { rates: { '720p': 120 }, durations: [4, 8, 12, 24, 36, 48, 60], resolutions: ['720p'], audio: { kind: 'optional-included' }, source: '§1 sora-2 (M4); §2 sora-2 (M4; S2 drops it from the tables)' },
};

/** Legacy video model names that mean "base model with audio on" (§1). */
export const videoModelAliases: Record<string, { model: string; audio: true }> = {
  'kling-2.5-audio': { model: 'kling-2.5', audio: true },
  'veo3.1-audio': { model: 'veo3.1', audio: true },
};

/** One AI video editor model: the clip lengths it edits (any value in between) and its resolutions. */
export interface VideoEditorModelFacts {
  /** Shortest and longest clip (`end_seconds` − `start_seconds`); absent when unpublished. */
  seconds?: { min: number; max: number };
  resolutions: readonly string[];
  source: string;
}

/** AI video editor models (not priced in any source, §3 editor defaults; limits from S2's field text). */
export const videoEditorModelFacts: Record<string, VideoEditorModelFacts> = {
  // prettier-ignore
  'gemini-omni-1.1': { seconds: { min: 3, max: 10 }, resolutions: ['720p', '1080p'], source: 'S2 ai-video-editor end_seconds, resolution' },
  // prettier-ignore
  'gemini-omni': { resolutions: ['720p', '1080p'], source: 'S2 ai-video-editor resolution (the deprecated gemini-omni with gemini-omni-1.1)' },
  // prettier-ignore
  'ltx-2.5': { seconds: { min: 0.5, max: 45 }, resolutions: ['480p', '720p', '1080p'], source: 'S2 ai-video-editor end_seconds, resolution' },
};

/** One image model (AI image generator and editor), §4. */
export interface ImageModelFacts {
  /** Credits per image at the lowest resolution; higher resolutions cost more (unpublished). */
  floor: number;
  generate: boolean;
  edit: boolean;
  /** Resolutions allowed, lowest first. */
  resolutions: readonly string[];
  /** `all` includes the free tier; `paid` is creator, pro and business. */
  tiers: 'all' | 'paid';
  /** The generator's allowed `image_count` values (absent when the model does not generate). */
  counts?: readonly number[];
  /** The editor's maximum number of extra input images (absent when the model does not edit). */
  maxInputImages?: number;
  source: string;
}

const allRes = ['640px', '1k', '2k', '4k'];
const upTo2k = ['640px', '1k', '2k'];
const upTo1k = ['640px', '1k'];
const oneToFour = [1, 2, 3, 4];
const squares = [1, 4, 9, 16];

/** Image models the service documents (§4, M4; † rows from S2 only). */
export const imageModelFacts: Record<string, ImageModelFacts> = {
  // prettier-ignore
  'flux-schnell': { floor: 5, generate: true, edit: false, resolutions: upTo2k, tiers: 'all', counts: oneToFour, source: '§4 flux-schnell (M4)' },
  // prettier-ignore
  'flux-2-klein': { floor: 5, generate: true, edit: true, resolutions: upTo2k, tiers: 'all', counts: [1], maxInputImages: 5, source: '§4 flux-2-klein (M4)' },
  // prettier-ignore
  'z-image-turbo': { floor: 5, generate: true, edit: false, resolutions: upTo2k, tiers: 'all', counts: oneToFour, source: '§4 z-image-turbo (M4)' },
  // prettier-ignore
  'seedream-v4': { floor: 40, generate: true, edit: true, resolutions: allRes, tiers: 'paid', counts: oneToFour, maxInputImages: 9, source: '§4 seedream-v4 (M4)' },
  // prettier-ignore
  'seedream-v5-pro': { floor: 75, generate: true, edit: true, resolutions: upTo2k, tiers: 'paid', counts: oneToFour, maxInputImages: 9, source: '§4 seedream-v5-pro (M4)' },
  // prettier-ignore
  'nano-banana': { floor: 50, generate: true, edit: true, resolutions: upTo1k, tiers: 'paid', counts: oneToFour, maxInputImages: 9, source: '§4 nano-banana (M4)' },
  // prettier-ignore
  'nano-banana-2-lite': { floor: 50, generate: true, edit: true, resolutions: upTo1k, tiers: 'paid', counts: oneToFour, maxInputImages: 9, source: '§4 nano-banana-2-lite (M4)' },
  // prettier-ignore
  'nano-banana-2': { floor: 100, generate: true, edit: true, resolutions: allRes, tiers: 'paid', counts: squares, maxInputImages: 9, source: '§4 nano-banana-2 (M4)' },
  // prettier-ignore
  'nano-banana-pro': { floor: 150, generate: true, edit: true, resolutions: ['1k', '2k', '4k'], tiers: 'paid', counts: squares, maxInputImages: 9, source: '§4 nano-banana-pro (M4)' },
  // prettier-ignore
  'gpt-image-2': { floor: 50, generate: true, edit: true, resolutions: allRes, tiers: 'paid', counts: oneToFour, maxInputImages: 9, source: '§4 gpt-image-2 (M4)' },
  // prettier-ignore
  'qwen-edit': { floor: 10, generate: false, edit: true, resolutions: upTo2k, tiers: 'all', maxInputImages: 2, source: '§4 qwen-edit (M4)' },
  // prettier-ignore
  'seedream-v4.5': { floor: 50, generate: false, edit: true, resolutions: allRes, tiers: 'paid', maxInputImages: 9, source: '§4 seedream-v4.5 (M4)' },
  // prettier-ignore
  'gpt-image-2.5-flare': { floor: 100, generate: true, edit: true, resolutions: allRes, tiers: 'paid', counts: oneToFour, maxInputImages: 9, source: '§4 gpt-image-2.5-flare † (S2)' },
  // prettier-ignore
  'krea-2': { floor: 10, generate: true, edit: true, resolutions: upTo1k, tiers: 'all', counts: [1], maxInputImages: 1, source: '§4 krea-2 † (S2)' },
};

/** Deprecated image model names and the model they mean (§4). */
export const imageModelAliases: Record<string, string> = { seedream: 'seedream-v4' };
