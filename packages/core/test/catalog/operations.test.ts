import { getOperation, operations } from '@genservice/core';

describe('operations', () => {
  it('lists video, then image, then audio operations, then face detection', () => {
    const order = { video: 0, image: 1, audio: 2, 'face-detection': 3 };
    const ranks = operations.map((op) => order[op.kind]);
    expect(ranks).toEqual([...ranks].sort());
    expect(operations.filter((op) => op.kind === 'audio').map((op) => op.key)).toEqual([
      'ai-voice-generator',
      'ai-voice-cloner',
    ]);
    expect(getOperation('ai-gif-generator').kind).toBe('image');
    expect(getOperation('face-detection').kind).toBe('face-detection');
  });

  it('has unique keys, Title Case labels (short prepositions lower case) and one-line descriptions starting with a verb', () => {
    expect(new Set(operations.map((op) => op.key)).size).toBe(operations.length);
    for (const op of operations) {
      expect(op.label).toMatch(
        /^[A-Z][A-Za-z0-9]*(?: (?:[A-Z(][A-Za-z0-9()]*|to|of|and|or|for))*$/,
      );
      expect(op.description).toMatch(/^[A-Z][a-z]+s /);
      expect(op.description).not.toContain('\n');
    }
  });

  it('finds an operation by key and names the known keys for an unknown one', () => {
    expect(getOperation('lip-sync').path).toBe('/v1/lip-sync');
    expect(() => getOperation('nope')).toThrow(
      /Unknown operation "nope"\. Known: face-swap, lip-sync/,
    );
  });

  it('seeds waiting with the documented medians', () => {
    expect(getOperation('video-to-video').typicalSeconds).toBe(772);
    expect(getOperation('ai-voice-generator').typicalSeconds).toBe(21);
    expect(getOperation('face-swap').typicalSeconds).toBe(96);
  });
});
