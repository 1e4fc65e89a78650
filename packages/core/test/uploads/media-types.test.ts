import { ValidationError } from '../../src/errors';
import {
  checkMediaType,
  contentTypeFor,
  detectMediaType,
  EXTENSIONS,
  extensionOf,
  uploadType,
} from '../../src/uploads/media-types';

describe('detectMediaType', () => {
  it('knows every extension of the current table, beyond the spec', () => {
    for (const ext of ['heic', 'heif', 'jfif', 'tif', 'avif', 'jp2'])
      expect(detectMediaType(`a.${ext}`).type).toBe('image');
    for (const ext of ['m4a', 'ogg', 'oga', 'opus', 'weba', 'amr', 'aiff'])
      expect(detectMediaType(`a.${ext}`).type).toBe('audio');
    for (const ext of ['mp4', 'm4v', 'mov']) expect(detectMediaType(`a.${ext}`).type).toBe('video');
    expect(EXTENSIONS.gif).toEqual(['gif', 'webp', 'webm']);
  });

  it('reads the extension case-insensitively from a URL path, ignoring the query', () => {
    expect(detectMediaType('https://cdn.test/clips/Take.MOV?sig=a.png')).toEqual({
      type: 'video',
      extension: 'mov',
    });
    expect(extensionOf('C:\\media\\voice.final.WAV')).toBe('wav');
    expect(extensionOf('https://cdn.test/noext?x=a.mp4')).toBeUndefined();
  });

  it('resolves webm to what the target field accepts', () => {
    expect(detectMediaType('talk.webm', ['audio']).type).toBe('audio');
    expect(detectMediaType('talk.webm', ['video', 'audio']).type).toBe('video');
    expect(detectMediaType('talk.webm').type).toBe('video');
  });

  it('resolves webp to image, or to gif for a field that accepts only video and gif', () => {
    expect(detectMediaType('x.webp').type).toBe('image');
    expect(detectMediaType('x.webp', ['video', 'gif'])).toEqual({ type: 'gif', extension: 'webp' });
    expect(detectMediaType('x.gif', ['video', 'gif'])).toEqual({ type: 'gif', extension: 'gif' });
  });

  it('rejects an unknown extension in the service wording', () => {
    expect(() => detectMediaType('notes.xyz')).toThrow(ValidationError);
    expect(() => detectMediaType('notes.xyz')).toThrow(
      'Invalid value for file: extension "xyz" is not a supported video, audio or image type',
    );
  });

  it('rejects an extension the target field does not accept, naming the field', () => {
    expect(() => detectMediaType('song.mp3', ['image'], 'assets.image_file_path')).toThrow(
      'Invalid value for assets.image_file_path: extension "mp3" is not a supported image type',
    );
    expect(() => detectMediaType('anim.gif', ['image'])).toThrow(
      'extension "gif" is not a supported image type',
    );
  });

  it('rejects a name without an extension', () => {
    expect(() => detectMediaType('README')).toThrow('has no file extension');
  });
});

describe('upload types and content types', () => {
  it('requests gif-type files as video, the only enum value the OAS allows for them', () => {
    expect(uploadType('gif')).toBe('video');
    expect(uploadType('audio')).toBe('audio');
  });

  it('gives webm the content type of its chosen type', () => {
    expect(contentTypeFor({ type: 'audio', extension: 'webm' })).toBe('audio/webm');
    expect(contentTypeFor({ type: 'video', extension: 'webm' })).toBe('video/webm');
    expect(contentTypeFor({ type: 'image', extension: 'jfif' })).toBe('image/jpeg');
    expect(contentTypeFor({ type: 'video', extension: 'mov' })).toBe('video/quicktime');
  });

  it('checks an explicit type against the table', () => {
    expect(checkMediaType('audio', 'WEBM')).toEqual({ type: 'audio', extension: 'webm' });
    expect(() => checkMediaType('video', 'mp3')).toThrow(
      'extension "mp3" is not a supported video type',
    );
  });
});
