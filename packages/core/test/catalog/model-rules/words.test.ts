import { orList, spanParts, spans, topResolution } from '../../../src/catalog/model-rules/words';

describe('rule and label wording', () => {
  it.each([
    [[3, 4, 5, 6, 7, 8, 9, 10, 15], '3–10, 15', '3–10 or 15'],
    [[5, 10], '5, 10', '5 or 10'],
    [[4, 5, 8], '4, 5, 8', '4, 5 or 8'],
    [
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 20, 25, 30],
      '1–10, 15, 20, 25, 30',
      '1–10, 15, 20, 25 or 30',
    ],
    [[12, 4, 8, 4], '4, 8, 12', '4, 8 or 12'],
  ])('compresses %j to ranges', (values, label, alternatives) => {
    expect(spans(values)).toBe(label);
    expect(orList(spanParts(values))).toBe(alternatives);
  });

  it('finds the top resolution across video and image names', () => {
    expect(topResolution(['720p', '4k', '1080p'])).toBe('4k');
    expect(topResolution(['640px', '1k', '2k'])).toBe('2k');
    expect(topResolution(['360p', '720p'])).toBe('720p');
  });
});
