import { getOperation, operations, type Operation } from '@genservice/core';

const credits = (key: string, params: Record<string, unknown>) =>
  (getOperation(key) as Operation).estimateCredits?.(params as never);

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

describe('estimateCredits', () => {
  it('charges per second of the clip (end minus start)', () => {
    expect(credits('face-swap', { start_seconds: 2, end_seconds: 12 })).toBe(240);
    expect(credits('video-to-video', { start_seconds: 0, end_seconds: 2.5 })).toBe(120);
    expect(credits('ai-talking-photo', { start_seconds: 1, end_seconds: 11 })).toBe(480);
    expect(
      credits('ai-talking-photo', {
        start_seconds: 0,
        end_seconds: 10,
        style: { generation_mode: 'expressive' },
      }),
    ).toBe(200);
  });

  it('counts lip sync frames at 30 fps, capped by max_fps_limit, doubled in pro mode', () => {
    expect(credits('lip-sync', { start_seconds: 0, end_seconds: 10 })).toBe(300);
    expect(credits('lip-sync', { start_seconds: 0, end_seconds: 10, max_fps_limit: 12 })).toBe(120);
    expect(
      credits('lip-sync', { start_seconds: 0, end_seconds: 10, style: { generation_mode: 'pro' } }),
    ).toBe(600);
    expect(
      credits('lip-sync', {
        start_seconds: 0,
        end_seconds: 10,
        style: { generation_mode: 'ultra' },
      }),
    ).toBeUndefined();
  });

  it('uses fps x seconds for animation and rounds floating-point noise correctly', () => {
    expect(credits('animation', { fps: 24, end_seconds: 5 })).toBe(120);
    expect(credits('animation', { fps: 10, end_seconds: 2.3 })).toBe(23);
  });

  it('prices video models only where the docs publish the rate', () => {
    expect(
      credits('image-to-video', { end_seconds: 5, model: 'kling-3.0', resolution: '1080p' }),
    ).toBe(360);
    expect(
      credits('text-to-video', {
        end_seconds: 5,
        model: 'ltx-2.3',
        resolution: '480p',
        style: { prompt: 'x' },
      }),
    ).toBe(120);
    expect(
      credits('image-to-video', { end_seconds: 5, model: 'default', resolution: '720p' }),
    ).toBeUndefined();
    expect(credits('image-to-video', { end_seconds: 5, model: 'kling-3.0' })).toBeUndefined();
    expect(
      credits('image-to-video', {
        end_seconds: 5,
        model: 'kling-3.0',
        resolution: '720p',
        audio: true,
      }),
    ).toBeUndefined();
    expect(credits('audio-to-video', { end_seconds: 10, resolution: '720p' })).toBe(480);
    expect(credits('audio-to-video', { end_seconds: 10 })).toBeUndefined();
  });

  it('prices the upscaler by scale factor and mode', () => {
    expect(credits('ai-image-upscaler', { scale_factor: 2 })).toBe(50);
    expect(credits('ai-image-upscaler', { scale_factor: 4, style: { mode: 'preserve' } })).toBe(
      100,
    );
    expect(credits('ai-image-upscaler', { scale_factor: 4, style: { mode: 'pro' } })).toBe(100);
    expect(credits('ai-image-upscaler', { scale_factor: 4, style: { mode: 'creative' } })).toBe(
      200,
    );
  });

  it('charges voice tools per character, rounded up', () => {
    expect(
      credits('ai-voice-generator', {
        style: { prompt: 'x'.repeat(30), voice_name: 'Morgan Freeman' },
      }),
    ).toBe(3);
    expect(credits('ai-voice-cloner', { style: { prompt: 'x'.repeat(31) } })).toBe(4);
  });

  it('gives flat prices and leaves undocumented rules undefined', () => {
    expect(credits('face-swap-photo', {})).toBe(10);
    expect(credits('ai-qr-code-generator', {})).toBe(0);
    expect(credits('ai-gif-generator', {})).toBe(50);
    for (const key of [
      'ai-image-generator',
      'ai-image-editor',
      'body-swap',
      'auto-subtitle-generator',
      'character-replace',
      'ai-video-editor',
    ]) {
      expect(credits(key, { image_count: 2, end_seconds: 5 })).toBeUndefined();
    }
  });
});
