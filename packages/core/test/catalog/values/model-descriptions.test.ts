import { getOperation } from '../../../src/catalog';
import { describeFields } from '../../../src/catalog/describe';
import {
  imageModelDescription,
  modelDescriptions,
} from '../../../src/catalog/values/model-descriptions';
import { imageModelFacts, videoModelFacts } from '../../../src/catalog/values/model-facts';

const descriptionsOf = (key: string) =>
  describeFields(getOperation(key)).find((f) => f.path === 'model')?.optionDescriptions ?? {};

describe('model option descriptions from model-facts.ts', () => {
  it.each([
    [
      'kling-3.0',
      '48 credits/s at 720p, 72 at 1080p, 240 at 4K; audio adds 24/s at 720p and 1080p, 48 at 4K. Makes 3–15 s videos.',
    ],
    [
      'seedance-2.5',
      '288 credits/s at 480p, 576 at 720p (1080p not published); audio at no extra cost. Makes 4–30 s videos.',
    ],
    [
      'seedance-1.5',
      '30 credits/s at 480p, 60 at 720p, 90 at 1080p; audio doubles the price. Makes 4–12 s videos.',
    ],
    [
      'gemini-omni-1.1',
      'Price not published; no audio. Makes 3–10 s videos at 360p, 720p, 1080p or 4K.',
    ],
  ])('%s says its price at each resolution, audio rule and lengths', (model, text) => {
    expect(descriptionsOf('text-to-video')[model]).toBe(text);
    expect(descriptionsOf('image-to-video')[model]).toBe(text);
  });

  it('gives image models their floor, counts (generator) or inputs (editor), and plans', () => {
    expect(descriptionsOf('ai-image-generator')['nano-banana-2']).toBe(
      '100 credits/image at 640px; more at higher resolutions. Makes 1, 4, 9 or 16 images at a time. Paid plans only.',
    );
    expect(descriptionsOf('ai-image-editor')['krea-2']).toBe(
      '10 credits/image at 640px; more at higher resolutions. Edits up to 2 images at once. On every plan.',
    );
    expect(imageModelDescription('flux-2-klein', 'generate')).toContain('Makes 1 image at a time.');
  });

  it('fits every description in the two lines n8n shows under an option (at most 115 characters)', () => {
    const all = [
      ...Object.values(modelDescriptions(Object.keys(videoModelFacts), 'video')),
      ...Object.values(modelDescriptions(Object.keys(imageModelFacts), 'generate')),
      ...Object.values(modelDescriptions(Object.keys(imageModelFacts), 'edit')),
    ];
    expect(all.length).toBeGreaterThan(20);
    expect(all.filter((text) => text.length > 115)).toEqual([]);
  });

  it('describes only models the facts know (legacy and default keep their label alone)', () => {
    const known = modelDescriptions(['default', 'kling-1.6', 'ltx-2.5'], 'video');
    expect(Object.keys(known)).toEqual(['ltx-2.5']);
  });
});
