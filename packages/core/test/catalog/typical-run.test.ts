import { defaultCallCredits, typicalDuration } from '../../src/catalog/typical-run';
import { getOperation } from '../../src/catalog';
import type { Operation } from '../../src/catalog/types';

describe('what a typical run costs and takes', () => {
  it('prices a call with the form defaults by the catalog estimator', () => {
    const op = getOperation('face-swap-photo')!;
    const credits = defaultCallCredits(op);
    expect(typeof credits).toBe('number');
    expect(credits).toBeGreaterThan(0);
  });

  it('says nothing, never 0, for a tool the catalog cannot price', () => {
    const unpriced = { ...getOperation('face-swap-photo')!, estimateCredits: undefined };
    expect(defaultCallCredits(unpriced as Operation)).toBeUndefined();
  });

  it('says nothing when the estimator throws on the defaults', () => {
    const broken = {
      ...getOperation('face-swap-photo')!,
      estimateCredits: () => {
        throw new Error('needs the length');
      },
    };
    expect(defaultCallCredits(broken as Operation)).toBeUndefined();
  });

  it('words the usual processing time in seconds below 90 s and minutes above', () => {
    const base = getOperation('face-swap-photo')!;
    expect(typicalDuration({ ...base, typicalSeconds: 40 })).toBe('about 40 seconds');
    expect(typicalDuration({ ...base, typicalSeconds: 150 })).toBe('about 3 minutes');
    expect(typicalDuration({ ...base, typicalSeconds: undefined })).toBeUndefined();
  });
});
