import { nameWithExtension } from '@genservice/core/internal';

describe('nameWithExtension', () => {
  it('keeps a name that already has an extension', () => {
    expect(nameWithExtension('clip.mov', 'video/mp4')).toBe('clip.mov');
  });

  it('adds the extension of the content type, with parameters and aliases understood', () => {
    expect(nameWithExtension('photo', 'image/jpeg; charset=binary')).toBe('photo.jpg');
    expect(nameWithExtension('voice', 'audio/mp3')).toBe('voice.mp3');
    expect(nameWithExtension('take', 'video/quicktime')).toBe('take.mov');
  });

  it('picks the extension the field accepts when types share a content type', () => {
    expect(nameWithExtension('track', 'audio/webm', ['audio'])).toBe('track.webm');
    expect(nameWithExtension('still', 'image/png', ['video'])).toBe('still');
  });

  it('leaves the name alone when the content type is unknown or missing', () => {
    expect(nameWithExtension('data', 'application/octet-stream')).toBe('data');
    expect(nameWithExtension('data', undefined)).toBe('data');
  });
});
