import { defaultCallCredits, typicalDuration } from '../../src/catalog/typical-run';
import { getOperation } from '../../src/catalog';

describe('what a typical run costs and takes', () => {
  it('prices a call with the form defaults by the price table', () => {
    const op = getOperation('face-swap-photo')!;
    const credits = defaultCallCredits(op);
    expect(typeof credits).toBe('number');
    expect(credits).toBeGreaterThan(0);
  });

  it('says nothing, never 0, for a tool without a published price', () => {
    expect(defaultCallCredits(getOperation('ai-video-translator'))).toBeUndefined();
  });

  it('says nothing when the defaults give only a bound', () => {
    // Body swap's form starts at 1k, where only "at least 50" is published.
    expect(defaultCallCredits(getOperation('body-swap'))).toBeUndefined();
    expect(defaultCallCredits(getOperation('audio-to-video'))).toBeUndefined();
    expect(defaultCallCredits(getOperation('audio-to-video'), 'free')).toBe(360);
  });

  it('words the usual processing time in seconds below 90 s and minutes above', () => {
    const base = getOperation('face-swap-photo')!;
    expect(typicalDuration({ ...base, typicalSeconds: 40 })).toBe('about 40 seconds');
    expect(typicalDuration({ ...base, typicalSeconds: 150 })).toBe('about 3 minutes');
    expect(typicalDuration({ ...base, typicalSeconds: undefined })).toBeUndefined();
  });
});
