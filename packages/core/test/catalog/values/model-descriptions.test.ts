import { getOperation } from '../../../src/catalog';
import { describeFields } from '../../../src/catalog/describe';
import {
  imageModelDescription,
  modelDescriptions,
} from '../../../src/catalog/values/model-descriptions';

const descriptionsOf = (key: string) =>
  describeFields(getOperation(key)).find((f) => f.path === 'model')?.optionDescriptions ?? {};

describe('model option descriptions from model-facts.ts', () => {
  it.each([
    [
      'kling-3.0',
      '48 credits per second at 720p, 72 at 1080p, 240 at 4K; audio adds 24 per second at 720p and 1080p, 48 at 4K. Makes 3–15 s videos at 720p, 1080p or 4K.',
    ],
    [
      'seedance-2.5',
      '288 credits per second at 480p, 576 at 720p (1080p not published); audio at no extra cost. Makes 4–30 s videos at 480p, 720p or 1080p.',
    ],
    [
      'seedance-1.5',
      '30 credits per second at 480p, 60 at 720p, 90 at 1080p; audio doubles the price. Makes 4–12 s videos at 480p, 720p or 1080p.',
    ],
    [
      'gemini-omni-1.1',
      'Price not published; no audio. Makes 3–10 s videos at 360p, 720p, 1080p or 4K.',
    ],
  ])('%s says its price rule, lengths and resolutions', (model, text) => {
    expect(descriptionsOf('text-to-video')[model]).toBe(text);
    expect(descriptionsOf('image-to-video')[model]).toBe(text);
  });

  it('gives image models their floor, counts (generator) or inputs (editor), and plans', () => {
    expect(descriptionsOf('ai-image-generator')['nano-banana-2']).toBe(
      'From 100 credits per image at 640px; higher resolutions up to 4K cost more (not published), times the number of images. Makes 1, 4, 9 or 16 images at a time. Paid plans only.',
    );
    expect(descriptionsOf('ai-image-editor')['krea-2']).toBe(
      'From 10 credits per image at 640px; higher resolutions up to 1K cost more (not published), times the number of images. Edits up to 2 images at once. On every plan.',
    );
    expect(imageModelDescription('flux-2-klein', 'generate')).toContain('Makes 1 image at a time.');
  });

  it('describes only models the facts know (legacy and default keep their label alone)', () => {
    const known = modelDescriptions(['default', 'kling-1.6', 'ltx-2.5'], 'video');
    expect(Object.keys(known)).toEqual(['ltx-2.5']);
  });
});
