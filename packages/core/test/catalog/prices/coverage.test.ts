/** Every tool of the catalog is priced by the table or listed as unpublished, and nothing else is. */
import { getOperation, operations } from '../../../src/catalog';
import { estimateCredits, priceRules, unpublishedPrices } from '../../../src/catalog/prices';

describe('the price table covers the catalog', () => {
  it('has a rule or an "unpublished" reason for every operation, never both', () => {
    for (const op of operations) {
      const priced = op.key in priceRules;
      const unpublished = op.key in unpublishedPrices;
      expect({ key: op.key, covered: priced !== unpublished }).toEqual({
        key: op.key,
        covered: true,
      });
    }
  });

  it('names only catalog operations', () => {
    for (const key of [...Object.keys(priceRules), ...Object.keys(unpublishedPrices)])
      expect(getOperation(key).key).toBe(key);
  });
});

describe('estimateCredits', () => {
  it('validates the inputs as given (files as placeholders) and prices them for the tier', async () => {
    const params = { assets: { image_file_path: { data: new Uint8Array(4), filename: 'me.png' } } };
    await expect(estimateCredits('ai-headshot-generator', params)).resolves.toEqual({
      credits: 50,
      bound: 'exact',
      sources: ['§5 AI Headshot Generator (M4)'],
    });
    const video = { end_seconds: 20, style: { prompt: 'a cat' } };
    await expect(estimateCredits('text-to-video', video, { tier: 'pro' })).resolves.toMatchObject({
      credits: 960,
      bound: 'exact',
      sources: ['§3 default model (M4)', '§3 default resolution (S1, S2)', '§1 ltx-2.3 (M4)'],
    });
  });

  it('bounds a Recommended video from above over both plans when the tier is not given', async () => {
    const e = await estimateCredits('text-to-video', { end_seconds: 10, style: { prompt: 'x' } });
    expect(e).toMatchObject({ credits: 480, bound: 'at-most' });
    expect(e.note).toBe(
      "The account's plan decides which model Recommended means, and it was not given: 240 credits on a free plan, 480 on a paid one.",
    );
  });

  it('is unknown, saying what to fix, for inputs the tool would refuse', async () => {
    const e = await estimateCredits('face-swap', { start_seconds: 0, end_seconds: 'ten' });
    expect(e.credits).toBeNull();
    expect(e.note).toMatch(/^Fix the inputs for an estimate: /);
  });
});
