import { catalogMediaSets } from '../src/saved-item-media';
import { describeFields, operations, type FieldSpec } from '@genservice/core/internal';

describe('catalogMediaSets', () => {
  it('lists each media-type set of a catalog file input once, nested list items included', () => {
    const sets = catalogMediaSets().map((s) => [...s].sort().join(','));
    expect(new Set(sets).size).toBe(sets.length);
    const expected = new Set<string>();
    const visit = (spec: FieldSpec) => {
      if (spec.asset) expected.add([...spec.asset].sort().join(','));
      spec.items?.forEach(visit);
    };
    for (const op of operations) describeFields(op).forEach(visit);
    expect(new Set(sets)).toEqual(expected);
  });

  it('offers a list for images, videos and audio', () => {
    const flat = new Set(catalogMediaSets().flat());
    for (const t of ['image', 'video', 'audio'] as const) expect(flat.has(t)).toBe(true);
  });
});
