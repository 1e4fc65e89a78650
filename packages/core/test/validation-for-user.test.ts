import {
  getOperation,
  userFacingIssues,
  validateForUser,
  validateRequest,
  ValidationError,
} from '@genservice/core';

import { checkFormSource } from '../src/validation-for-user';

function errorOf(fn: () => unknown): ValidationError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(ValidationError);
    return e as ValidationError;
  }
  throw new Error('expected a ValidationError');
}

describe('validateForUser', () => {
  const faceSwap = getOperation('face-swap');
  const body = { start_seconds: 0, end_seconds: 15, assets: { video_source: 'file' } };

  it('names each field by its form label with the wire path in parentheses', () => {
    const err = errorOf(() => validateForUser(faceSwap, body));
    expect(err.message).toBe(
      'Missing required field: Video (assets.video_file_path) (expected string); ' +
        'Missing required field: Face Image (assets.image_file_path) (expected string)',
    );
    expect(err.issues.map((i) => i.field)).toEqual([
      'assets.video_file_path',
      'assets.image_file_path',
    ]);
  });

  it('keeps the service’s shapes for type and value errors', () => {
    const op = getOperation('ai-image-generator');
    const err = errorOf(() => validateForUser(op, { image_count: '2', style: { prompt: '' } }));
    expect(err.message).toBe(
      'Invalid type for Number of Images (image_count): expected integer, got string; ' +
        'Invalid value for Prompt (style.prompt): expected at least 1 character, got 0 characters',
    );
  });

  it('names items of a list by the list label and position', () => {
    const err = errorOf(() =>
      validateForUser(faceSwap, {
        ...body,
        assets: {
          video_source: 'file',
          video_file_path: 'v.mp4',
          face_swap_mode: 'individual-faces',
          face_mappings: [{ original_face: '0-0.png', new_face: 7 }],
        },
      }),
    );
    expect(err.message).toBe(
      'Invalid type for Face Mappings 1 New Face (assets.face_mappings[0].new_face): expected string, got integer',
    );
  });

  it('names the required field of an emptied form, not the parent object it drops out of', () => {
    const remover = getOperation('image-background-remover');
    expect(errorOf(() => validateForUser(remover, {})).message).toBe(
      'Missing required field: Image (assets.image_file_path) (expected string)',
    );
    const generator = getOperation('ai-image-generator');
    const err = errorOf(() => validateForUser(generator, { image_count: 1 }));
    expect(err.message).toBe('Missing required field: Prompt (style.prompt) (expected string)');
    expect(err.issues.map((i) => i.field)).toEqual(['style.prompt']);
  });

  it('requires at least one image for the AI Image Editor', () => {
    const editor = getOperation('ai-image-editor');
    const style = { prompt: 'Make the sky pink' };
    expect(errorOf(() => validateForUser(editor, { style })).message).toBe(
      'Missing required field: Images (assets.image_file_paths) (expected array)',
    );
    expect(
      errorOf(() => validateForUser(editor, { style, assets: { image_file_paths: [] } })).message,
    ).toBe(
      'Invalid value for Images (assets.image_file_paths): expected at least 1 item, got 0 items',
    );
    expect(validateForUser(editor, { style, assets: { image_file_path: 'a.png' } })).toMatchObject({
      assets: { image_file_paths: ['a.png'] },
    });
  });

  it('returns the validated body when it is valid', () => {
    const op = getOperation('photo-colorizer');
    expect(validateForUser(op, { assets: { image_file_path: 'a.png' } })).toEqual({
      assets: { image_file_path: 'a.png' },
    });
  });

  it('leaves the plain validation in the service’s wire wording', () => {
    expect(errorOf(() => validateRequest(faceSwap, body)).message).toBe(
      'Missing required field: assets.video_file_path (expected string); ' +
        'Missing required field: assets.image_file_path (expected string)',
    );
  });

  it('keeps fields the catalog does not describe in their wire path', () => {
    const op = getOperation('photo-colorizer');
    const err = userFacingIssues(
      op,
      new ValidationError([
        { field: 'options', message: 'Missing required field: options (expected object)' },
      ]),
    );
    expect(err.message).toBe('Missing required field: options (expected object)');
  });
});

describe('checkFormSource', () => {
  it('passes URLs with an extension and upload paths through unchanged', () => {
    expect(checkFormSource('https://cdn.example/a.png', 'Photo', ['image'])).toBe(
      'https://cdn.example/a.png',
    );
    expect(checkFormSource('api-assets/x/a.png', 'Photo', ['image'])).toBe('api-assets/x/a.png');
  });

  it('shows an example of the field’s own media for a URL without an extension', () => {
    const err = errorOf(() => checkFormSource('https://cdn.example/photo', 'Photo', ['image']));
    expect(err.message).toBe(
      'Invalid value for Photo: a URL must include the file extension in its path (e.g. https://example.com/photo.jpg)',
    );
  });

  it('says a form cannot read a file on the computer, without SDK advice', () => {
    const err = errorOf(() => checkFormSource('/Users/me/clip.mp4', 'Video', ['video']));
    expect(err.message).toBe(
      'Invalid value for Video: "/Users/me/clip.mp4" is a file on your computer, which a form cannot read',
    );
    expect(err.message).not.toMatch(/\{ path \}|api-assets/);
    expect(err.hint).toMatch(/^In Video, use a public link/);
  });
});
