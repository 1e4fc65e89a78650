import { normalizeRequest } from '@genservice/core/internal';

describe('normalizeRequest', () => {
  it('returns a rewritten copy and never mutates the input', () => {
    const input = { assets: { target_file_path: 't.png', image_file_path: 's.png' } };
    expect(normalizeRequest('face-swap-photo', input)).toEqual({
      assets: { target_file_path: 't.png', source_file_path: 's.png' },
    });
    expect(input.assets).toEqual({ target_file_path: 't.png', image_file_path: 's.png' });
  });

  it('keeps the service name when both the alias and the real name are given', () => {
    const input = { assets: { source_file_path: 'real.png', image_file_path: 'alias.png' } };
    expect(normalizeRequest('face-swap-photo', input)).toEqual(input);
  });

  it('keeps an explicit aspect_ratio over a legacy orientation and passes unknown orientations through', () => {
    expect(
      normalizeRequest('ai-image-generator', { orientation: 'landscape', aspect_ratio: '1:1' }),
    ).toEqual({ aspect_ratio: '1:1' });
    expect(normalizeRequest('text-to-video', { orientation: 'diagonal' })).toEqual({
      orientation: 'diagonal',
    });
  });

  it('accepts the snake_case search_web of the meme generator', () => {
    expect(normalizeRequest('ai-meme-generator', { style: { search_web: true } })).toEqual({
      style: { searchWeb: true },
    });
  });

  it('derives animation audio_source from the audio given, none without audio', () => {
    expect(
      normalizeRequest('animation', { assets: { youtube_url: 'https://youtu.be/x' } }),
    ).toMatchObject({ assets: { audio_source: 'youtube' } });
    expect(normalizeRequest('animation', { assets: {} })).toEqual({
      assets: { audio_source: 'none' },
    });
  });

  it('leaves non-object input and operations without rules untouched', () => {
    expect(normalizeRequest('face-detection', 'x')).toBe('x');
    expect(normalizeRequest('photo-colorizer', { confidence_score: '0.5' })).toEqual({
      confidence_score: '0.5',
    });
  });
});
