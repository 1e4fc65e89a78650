import { getOperation } from '../../../src/catalog';
import { describeFields } from '../../../src/catalog/describe';
import { modelLabels, videoModelHelp } from '../../../src/catalog/values/model-labels';

const optionsOf = (key: string) =>
  describeFields(getOperation(key)).find((f) => f.path === 'model')?.optionLabels ?? {};

describe('model option labels from model-facts.ts', () => {
  it.each([
    ['kling-3.0', 'Kling 3.0 · 48 credits/s at 720p · 3–15s · up to 4K'],
    ['wan-2.2', 'Wan 2.2 · 24 credits/s at 480p · 3–10, 15s · up to 1080p'],
    ['kling-2.6', 'Kling 2.6 · 36 credits/s at 720p · 5, 10s · up to 1080p'],
    ['sora-2', 'Sora 2 · 120 credits/s at 720p · 4, 8, 12, 24, 36, 48, 60s · 720p only'],
    ['ltx-2.5', 'LTX-2.5 · price not published · 1–60s · up to 1080p'],
    ['nano-banana-2', 'Nano Banana 2 · from 100 credits/image · up to 4K'],
    ['flux-schnell', 'FLUX.1 [schnell] · from 5 credits/image · up to 2K'],
    ['kling-1.6', 'Kling 1.6 (legacy)'],
    ['default', 'Recommended for your plan'],
  ])('%s reads %s', (model, label) => {
    expect(modelLabels[model]).toBe(label);
  });

  it('is what the text-to-video, image-to-video and image forms offer', () => {
    expect(optionsOf('text-to-video')['kling-3.0']).toBe(modelLabels['kling-3.0']);
    expect(optionsOf('image-to-video')['wan-3.0']).toBe(
      'Wan 3.0 · price not published · 2–10, 15, 20, 25, 30s · up to 1080p',
    );
    expect(optionsOf('ai-image-generator')['krea-2']).toBe(
      'Krea 2 · from 10 credits/image · up to 1K',
    );
    expect(optionsOf('ai-image-editor')['qwen-edit']).toBe(
      'Qwen Image Edit · from 10 credits/image · up to 2K',
    );
  });

  it('keeps the video editor’s options to names (its clip lengths differ from text-to-video’s)', () => {
    expect(optionsOf('ai-video-editor')['ltx-2.5']).toBe('LTX-2.5');
  });

  it('says in the model field’s help how audio changes the price', () => {
    expect(videoModelHelp()).toContain(
      'Audio adds credits on Kling 3.0, Veo 3.1 Lite and Veo 3.1 and doubles the price on Seedance 1.5.',
    );
  });
});
