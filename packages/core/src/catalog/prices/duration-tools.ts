/**
 * Tools priced by the length of what they render (§7): per second at a documented frame rate,
 * or per frame (animation's own frame rate; lip sync's input video, capped by Max Frame Rate).
 */
import { atMost, clipSeconds, exact, unknown } from './helpers';
import { DEFAULT_RESOLUTION_SOURCE, defaultVideoResolution, forTier } from './tiers';
import type { CreditEstimate, PriceRule, PricedBody } from './types';

const NO_CLIP = 'Start and End (Seconds) are needed for an estimate, with End after Start.';

/** `rate` credits per second of the clip (end minus start). */
function perClipSecond(body: PricedBody, rate: number, source: string, note?: string) {
  const s = clipSeconds(body);
  return s === undefined ? unknown(NO_CLIP, [source]) : exact(s * rate, [source], note);
}

/** A rule of `rate` credits per second of the clip. */
export function perSecondRule(rate: number, source: string): PriceRule {
  return (body) => perClipSecond(body, rate, source);
}

/** Animation: 1 credit per frame, frames = Frames per Second × Duration (§7, 24/s at 24 fps). */
export const animationRule: PriceRule = (body) => {
  const { fps, end_seconds: s } = body;
  if (typeof fps !== 'number' || typeof s !== 'number')
    return unknown('Frames per Second and Duration (Seconds) are needed for an estimate.');
  return exact(fps * s, ['§7 Animation (M4)']);
};

const audioToVideoRates: Record<string, number> = { '480p': 24, '720p': 48, '1080p': 72 };

/** Audio to video: 24/48/72 credits per second at 480p/720p/1080p; an empty resolution is the plan's (§7). */
export const audioToVideoRule: PriceRule = (body, ctx) => {
  const source = '§7 Audio to Video (M4)';
  const asked = typeof body.resolution === 'string' ? body.resolution : undefined;
  const on = (paid: boolean): CreditEstimate => {
    const res = asked ?? defaultVideoResolution(paid);
    const rate = audioToVideoRates[res];
    if (rate === undefined)
      return unknown(`Audio to Video has no published price at ${res}.`, [source]);
    const e = perClipSecond(body, rate, source);
    return asked ? e : { ...e, sources: [DEFAULT_RESOLUTION_SOURCE, ...e.sources] };
  };
  return asked ? on(true) : forTier(ctx.tier, on, 'the resolution');
};

/** Talking photo: 48 credits/s Realistic, 24 Prompted; deprecated modes priced as their replacements (§7, M4). */
export const talkingPhotoRule: PriceRule = (body) => {
  const mode = String(body.style?.generation_mode ?? 'realistic');
  const prompted = ['prompted', 'standard', 'expressive'].includes(mode);
  if (!prompted && !['realistic', 'pro', 'stable'].includes(mode))
    return unknown(`The ${mode} mode has no published price.`);
  const source = `§7 AI Talking Photo ${prompted ? 'prompted' : 'realistic'} (M4)`;
  return perClipSecond(body, prompted ? 24 : 48, source);
};

/** Video to video: 48 credits/s at the input's full frame rate; Half (the default) costs less, by an unpublished amount (§7). */
export const videoToVideoRule: PriceRule = (body) => {
  const source = '§7 Video to Video (M4)';
  const e = perClipSecond(body, 48, source);
  if (body.fps_resolution === 'FULL' || e.credits === null) return e;
  return atMost(
    e.credits,
    [source],
    'Video to Video costs 48 credits per second at the full frame rate; the Half frame rate costs less, by an amount not published.',
  );
};

/** The frame rate the service's own create-time estimate assumed (§8, M1–M3). */
export const CREATE_ESTIMATE_FPS = 30;

/**
 * Lip sync: 1 credit per frame on Lite and Standard, 2 on Pro (§7), frames = the video's frame rate
 * (capped by Max Frame Rate) × seconds. Exact when the frame rate is known; else at most the cap;
 * else unknown.
 */
export const lipSyncRule: PriceRule = (body, ctx) => {
  const mode = String(body.style?.generation_mode ?? 'lite');
  const perFrame = mode === 'pro' ? 2 : mode === 'lite' || mode === 'standard' ? 1 : undefined;
  const source = '§7 Lip Sync (M4)';
  if (perFrame === undefined) return unknown(`The ${mode} quality has no published price.`);
  const s = clipSeconds(body);
  if (s === undefined) return unknown(NO_CLIP, [source]);
  const cap = typeof body.max_fps_limit === 'number' ? body.max_fps_limit : undefined;
  if (ctx.videoFps !== undefined)
    return exact(Math.min(ctx.videoFps, cap ?? Infinity) * s * perFrame, [source]);
  if (cap !== undefined)
    return atMost(
      cap * s * perFrame,
      [source],
      `Lip Sync charges per frame of the video; at most ${cap} frames per second are billed (Max Frame Rate), fewer when the video has fewer.`,
    );
  return unknown(
    'Lip Sync charges per frame of the video, whose frame rate is not known before it runs; set Max Frame Rate to bound the cost.',
    [source],
  );
};
