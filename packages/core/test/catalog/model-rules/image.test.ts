import { getOperation } from '../../../src/catalog';
import { modelRuleIssues } from '../../../src/catalog/model-rules';
import { validateForUser } from '../../../src/validation-for-user';

const generator = getOperation('ai-image-generator');
const editor = getOperation('ai-image-editor');
const byPath = { name: (path: string) => path };

function generate(body: Record<string, unknown>, tier?: string): string[] {
  const full = { image_count: 1, style: { prompt: 'a fox' }, ...body };
  return modelRuleIssues(generator, full, { ...byPath, tier }).map((i) => i.message);
}

function edit(images: number, body: Record<string, unknown>, tier?: string): string[] {
  const paths = Array.from({ length: images }, (_, i) => `https://example.com/${i}.png`);
  const full = { style: { prompt: 'warmer' }, assets: { image_file_paths: paths }, ...body };
  return modelRuleIssues(editor, full, { ...byPath, tier }).map((i) => i.message);
}

describe('image generator rules (model-facts.ts, pricing.md §4)', () => {
  it.each([
    // model, image_count, resolution, the message (none when allowed)
    ['flux-schnell', 4, '2k', undefined],
    ['flux-schnell', 5, '1k', 'FLUX.1 [schnell] makes 1–4 images at a time; image_count is 5'],
    ['flux-2-klein', 2, '1k', 'FLUX.2 [klein] makes 1 image at a time; image_count is 2'],
    ['nano-banana-2', 9, '4k', undefined],
    [
      'nano-banana-2',
      3,
      '4k',
      'Nano Banana 2 makes 1, 4, 9 or 16 images at a time; image_count is 3',
    ],
    ['nano-banana', 1, '2k', 'Nano Banana makes 640px or 1K images; resolution is 2K'],
    [
      'nano-banana-pro',
      1,
      '640px',
      'Nano Banana Pro makes 1K, 2K or 4K images; resolution is 640px',
    ],
    ['seedream', 2, '4k', undefined],
    ['seedream', 5, '4k', 'Seedream 4 makes 1–4 images at a time; image_count is 5'],
    ['nano-banana', 1, 'auto', undefined],
    [
      'qwen-edit',
      1,
      '1k',
      'Qwen Image Edit only edits images; pick FLUX.1 [schnell], FLUX.2 [klein] or Z-Image Turbo in model',
    ],
    ['default', 16, '4k', undefined],
    ['imagen-9', 16, '4k', undefined],
  ] as const)('%s making %s at %s: %s', (model, count, resolution, message) => {
    expect(generate({ model, image_count: count, resolution })).toEqual(message ? [message] : []);
  });

  it('refuses paid-only models on the free plan only when the tier is given', () => {
    expect(generate({ model: 'gpt-image-2' })).toEqual([]);
    expect(generate({ model: 'gpt-image-2' }, 'pro')).toEqual([]);
    expect(generate({ model: 'krea-2' }, 'free')).toEqual([]);
    expect(generate({ model: 'gpt-image-2' }, 'free')).toEqual([
      'GPT Image 2 needs a paid plan (Creator, Pro or Business) and this account is on Free; pick FLUX.1 [schnell], FLUX.2 [klein], Z-Image Turbo or Krea 2 in model, or upgrade',
    ]);
  });

  it('words the count and plan issues with the form’s labels for form users', () => {
    const body = { image_count: 2, model: 'krea-2', style: { prompt: 'a fox' } };
    expect(() => validateForUser(generator, body)).toThrow(
      'Krea 2 makes 1 image at a time; Number of Images (image_count) is 2',
    );
    expect(() =>
      validateForUser(
        generator,
        { ...body, image_count: 1, model: 'seedream-v4' },
        { tier: 'free' },
      ),
    ).toThrow(
      'pick FLUX.1 [schnell], FLUX.2 [klein], Z-Image Turbo or Krea 2 in Model (model), or upgrade',
    );
  });
});

describe('image editor rules (model-facts.ts, pricing.md §4)', () => {
  it.each([
    // model, images given, the message (none when allowed)
    ['krea-2', 2, undefined],
    ['krea-2', 3, 'Krea 2 edits up to 2 images at once; assets.image_file_paths has 3'],
    ['flux-2-klein', 6, undefined],
    [
      'flux-2-klein',
      7,
      'FLUX.2 [klein] edits up to 6 images at once; assets.image_file_paths has 7',
    ],
    ['qwen-edit', 4, 'Qwen Image Edit edits up to 3 images at once; assets.image_file_paths has 4'],
    ['nano-banana-2', 10, undefined],
    ['default', 10, undefined],
  ] as const)('%s with %s images: %s', (model, images, message) => {
    expect(edit(images, { model })).toEqual(message ? [message] : []);
  });

  it('refuses a model that only generates, and paid models on the free plan', () => {
    expect(edit(1, { model: 'flux-schnell' })).toEqual([
      'FLUX.1 [schnell] generates images but cannot edit them; pick FLUX.2 [klein], Seedream 4 or Seedream 5 Pro in model',
    ]);
    expect(edit(1, { model: 'seedream-v4.5' }, 'free')).toEqual([
      'Seedream 4.5 needs a paid plan (Creator, Pro or Business) and this account is on Free; pick FLUX.2 [klein], Qwen Image Edit or Krea 2 in model, or upgrade',
    ]);
  });

  it('names the images field by its label for form users', () => {
    const paths = [
      'https://example.com/a.png',
      'https://example.com/b.png',
      'https://example.com/c.png',
    ];
    const body = { model: 'krea-2', style: { prompt: 'x' }, assets: { image_file_paths: paths } };
    expect(() => validateForUser(editor, body)).toThrow(
      'Krea 2 edits up to 2 images at once; Images (assets.image_file_paths) has 3',
    );
  });
});
