/** Estimate notes name a model as people know it, not by its option label with prices. */
import { getOperation } from '../../../src/catalog';
import { priceOf } from '../../../src/catalog/prices';

describe('estimate notes about a model', () => {
  it('name an unpriced video model by its name alone', () => {
    const body = { model: 'ltx-2.5', resolution: '720p', end_seconds: 5 };
    const e = priceOf(getOperation('text-to-video'), body);
    expect(e.note).toBe('LTX-2.5 has no published price at 720p.');
  });

  it('name an image model by its name alone when its resolution costs more', () => {
    const body = { model: 'nano-banana-2', resolution: '4k', image_count: 1 };
    const e = priceOf(getOperation('ai-image-generator'), body);
    expect(e.note).toMatch(/^Nano Banana 2 costs 100 credits per image at 640px;/);
  });
});
