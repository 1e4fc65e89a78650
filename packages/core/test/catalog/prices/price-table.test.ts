/** Each row: the pricing.md row it restates, the request, and the credits and bound expected. */
import { getOperation } from '../../../src/catalog';
import { priceOf, type CreditBound } from '../../../src/catalog/prices';

/** The last element is the account's tier (a paid plan unless given). */
type Row = [
  source: string,
  key: string,
  body: object,
  credits: number | null,
  bound: CreditBound,
  tier?: string,
];
const t2v = (
  model: string,
  resolution: string | undefined,
  end_seconds: number,
  audio = false,
) => ({
  model,
  ...(resolution ? { resolution } : {}),
  end_seconds,
  audio,
});

// prettier-ignore
const rows: Row[] = [
  ['§1 ltx-2.3 (M4)', 'text-to-video', t2v('ltx-2.3', '480p', 5), 120, 'exact'],
  ['§1 minimax-h3 (M4)', 'image-to-video', t2v('minimax-h3', '1080p', 10), 720, 'exact'],
  ['§1 wan-2.2 (M4)', 'text-to-video', t2v('wan-2.2', '720p', 6), 288, 'exact'],
  ['§1 kling-2.6 (M4)', 'image-to-video', t2v('kling-2.6', '720p', 5), 180, 'exact'],
  ['§1 kling-3.0 (M4): 4k', 'image-to-video', t2v('kling-3.0', '4k', 5), 1200, 'exact'],
  ['§1 kling-3.0 (M4): +24/s audio at 1080p', 'image-to-video', t2v('kling-3.0', '1080p', 5, true), 480, 'exact'],
  ['§1 kling-3.0 (M4): +48/s audio at 4k', 'text-to-video', t2v('kling-3.0', '4k', 3, true), 864, 'exact'],
  ['§1 veo3.1-lite (M4): +24/s audio', 'text-to-video', t2v('veo3.1-lite', '720p', 8, true), 576, 'exact'],
  ['§1 veo3.1 (M4)', 'text-to-video', t2v('veo3.1', '1080p', 4), 480, 'exact'],
  ['§1 veo3.1-audio = veo3.1 + audio', 'text-to-video', t2v('veo3.1-audio', '720p', 4), 480, 'exact'],
  ['§1 seedance-1.5 (M4): audio doubles', 'image-to-video', t2v('seedance-1.5', '480p', 4, true), 240, 'exact'],
  ['§1 seedance-2.0-mini (M4)', 'image-to-video', t2v('seedance-2.0-mini', '720p', 4), 768, 'exact'],
  ['§1 seedance-2.0 (M4)', 'image-to-video', t2v('seedance-2.0', '480p', 4), 576, 'exact'],
  ['§1 seedance-2.5 (M4)', 'text-to-video', t2v('seedance-2.5', '720p', 4), 2304, 'exact'],
  ['§1 sora-2 (M4): audio included', 'text-to-video', t2v('sora-2', '720p', 4, true), 480, 'exact'],
  ['§1 no rate for S2 ltx-2.5', 'text-to-video', t2v('ltx-2.5', '720p', 5), null, 'at-least'],
  ['§1 no rate for seedance-2.0 at 1080p', 'text-to-video', t2v('seedance-2.0', '1080p', 5), null, 'at-least'],
  ['§1 legacy kling-2.5-audio unpriced', 'text-to-video', t2v('kling-2.5-audio', '720p', 5), null, 'at-least'],
  ['§3 default free → ltx-2.3 at 480p (S1)', 'text-to-video', { end_seconds: 5 }, 120, 'exact', 'free'],
  ['§3 default paid ≤15 s → kling-3.0 at 720p (M4)', 'text-to-video', { end_seconds: 10 }, 480, 'exact'],
  ['§3 default paid >15 s → ltx-2.3 (M4)', 'text-to-video', { end_seconds: 20, resolution: '1080p' }, 1440, 'exact'],
  ['§3 default paid 480p → seedance-1.5 (M4)', 'image-to-video', { end_seconds: 5, resolution: '480p' }, 150, 'exact'],
  ['§4 flux-schnell (M4): floor × count at 640px', 'ai-image-generator', { model: 'flux-schnell', image_count: 4, resolution: '640px' }, 20, 'exact'],
  ['§4 nano-banana-pro (M4): floor at 1k', 'ai-image-generator', { model: 'nano-banana-pro', image_count: 1, resolution: '1k' }, 150, 'exact'],
  ['§4 gpt-image-2 (M4): above the floor', 'ai-image-generator', { model: 'gpt-image-2', image_count: 2, resolution: '2k' }, 100, 'at-least'],
  ['§4 seedream = seedream-v4 (M4)', 'ai-image-generator', { model: 'seedream', image_count: 1, resolution: '640px' }, 40, 'exact'],
  ['§4 qwen-edit (M4): editor count defaults to 1', 'ai-image-editor', { model: 'qwen-edit' }, 10, 'at-least'],
  ['§4 krea-2 † (S2)', 'ai-image-editor', { model: 'krea-2', image_count: 1, resolution: '640px' }, 10, 'exact'],
  ['§4 default image model: no published price', 'ai-image-generator', { image_count: 1 }, null, 'at-least'],
  ['§5 AI Clothes Changer (M4)', 'ai-clothes-changer', {}, 25, 'exact'],
  ['§5 AI Face Editor (M4)', 'ai-face-editor', {}, 1, 'exact'],
  ['§5 AI GIF Generator (M4)', 'ai-gif-generator', {}, 50, 'exact'],
  ['§5 AI Headshot Generator (M4)', 'ai-headshot-generator', {}, 50, 'exact'],
  ['§5 AI Meme Generator (M4)', 'ai-meme-generator', {}, 10, 'exact'],
  ['§5 AI QR Code Generator (M4): free', 'ai-qr-code-generator', {}, 0, 'exact'],
  ['§5 Face Swap Photo (M4)', 'face-swap-photo', {}, 10, 'exact'],
  ['§5 Head Swap (M4)', 'head-swap', {}, 10, 'exact'],
  ['§5 Image Background Remover (M4)', 'image-background-remover', {}, 5, 'exact'],
  ['§5 Photo Colorizer (M4)', 'photo-colorizer', {}, 10, 'exact'],
  ['§5 Face detection (spec): free', 'face-detection', {}, 0, 'exact'],
  ['§5 Body Swap (M4): 50 at 640px', 'body-swap', { resolution: '640px' }, 50, 'exact'],
  ['§5 Body Swap (M4): from 50 above', 'body-swap', { resolution: '2k' }, 50, 'at-least'],
  ['§5 AI Voice Generator (M4): 0.1/char rounded up', 'ai-voice-generator', { style: { prompt: 'x'.repeat(31) } }, 4, 'exact'],
  ['§5 AI Voice Cloner (M4): 0.1/char', 'ai-voice-cloner', { style: { prompt: 'x'.repeat(30) } }, 3, 'exact'],
  ['§6 AI Image Upscaler (M4): balanced 2×', 'ai-image-upscaler', { scale_factor: 2 }, 50, 'exact'],
  ['§6 AI Image Upscaler (M4): preserve 4×', 'ai-image-upscaler', { scale_factor: 4, style: { mode: 'preserve' } }, 100, 'exact'],
  ['§6 AI Image Upscaler (M4): pro → preserve', 'ai-image-upscaler', { scale_factor: 2, style: { mode: 'pro' } }, 25, 'exact'],
  ['§6 AI Image Upscaler (M4): creative 4×', 'ai-image-upscaler', { scale_factor: 4, style: { mode: 'creative' } }, 200, 'exact'],
  ['§6 enhancement Resemblance → preserve', 'ai-image-upscaler', { scale_factor: 4, style: { enhancement: 'Resemblance' } }, 100, 'exact'],
  ['§7 Animation (M4): 1 credit per frame', 'animation', { fps: 10, end_seconds: 2.3 }, 23, 'exact'],
  ['§7 Audio to Video (M4): 48/s at 720p', 'audio-to-video', { end_seconds: 10, resolution: '720p' }, 480, 'exact'],
  ['§7 Audio to Video (M4): free plan default 480p', 'audio-to-video', { start_seconds: 5, end_seconds: 15 }, 240, 'exact', 'free'],
  ['§7 Auto Subtitle Generator (M4): 4.8/s', 'auto-subtitle-generator', { start_seconds: 0, end_seconds: 10 }, 48, 'exact'],
  ['§7 Face Swap Video (M4): 24/s', 'face-swap', { start_seconds: 2, end_seconds: 12 }, 240, 'exact'],
  ['§7 Lip Sync (M4): at most Max Frame Rate', 'lip-sync', { start_seconds: 0, end_seconds: 10, max_fps_limit: 12 }, 120, 'at-most'],
  ['§7 Lip Sync (M4): pro 2/frame', 'lip-sync', { start_seconds: 0, end_seconds: 10, max_fps_limit: 25, style: { generation_mode: 'pro' } }, 500, 'at-most'],
  ['§7 Lip Sync (M4): frame rate unknown', 'lip-sync', { start_seconds: 0, end_seconds: 10 }, null, 'at-least'],
  ['§7 AI Talking Photo realistic (M4): 48/s', 'ai-talking-photo', { start_seconds: 1, end_seconds: 11 }, 480, 'exact'],
  ['§7 AI Talking Photo prompted (M4): 24/s', 'ai-talking-photo', { start_seconds: 0, end_seconds: 10, style: { generation_mode: 'prompted' } }, 240, 'exact'],
  ['§7 AI Talking Photo: expressive → prompted (M4)', 'ai-talking-photo', { start_seconds: 0, end_seconds: 10, style: { generation_mode: 'expressive' } }, 240, 'exact'],
  ['§7 Video to Video (M4): 48/s at full frame rate', 'video-to-video', { start_seconds: 0, end_seconds: 2.5, fps_resolution: 'FULL' }, 120, 'exact'],
  ['§7 Video to Video (M4): half frame rate costs less', 'video-to-video', { start_seconds: 0, end_seconds: 2.5 }, 120, 'at-most'],
  ['§7 AI Video Translator: no rate published', 'ai-video-translator', { end_seconds: 10 }, null, 'at-least'],
];

describe('the price table', () => {
  it.each(rows)('%s: %s', (_source, key, body, credits, bound, tier = 'creator') => {
    const e = priceOf(getOperation(key), body as Record<string, unknown>, { tier });
    expect({ credits: e.credits, bound: e.bound }).toEqual({ credits, bound });
    if (credits === null || bound !== 'exact') expect(e.note).toMatch(/\w/);
    if (credits !== null) expect(e.sources.join(' ')).toMatch(/§\d/);
  });

  it('never gives 0 for a tool the docs do not price', () => {
    for (const key of ['ai-video-translator', 'ai-video-editor', 'character-replace'])
      expect(priceOf(getOperation(key), { end_seconds: 5 })).toMatchObject({
        credits: null,
        note: expect.stringContaining('no published price'),
      });
  });
});
