import { assembleBody, mergeBody, setPath } from '@genservice/core/internal';

describe('setPath', () => {
  it('creates intermediate objects and keeps siblings', () => {
    const body = { style: { prompt: 'a' } };
    expect(setPath(body, 'style.tool', 'general')).toEqual({
      style: { prompt: 'a', tool: 'general' },
    });
  });

  it('refuses prototype keys and empty segments', () => {
    expect(() => setPath({}, '__proto__.polluted', 1)).toThrow(
      'Invalid field path "__proto__.polluted"',
    );
    expect(() => setPath({}, 'assets..x', 1)).toThrow('Invalid field path');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses to descend into a value that is not an object', () => {
    expect(() => setPath({ style: 'x' }, 'style.prompt', 'a')).toThrow(
      'Cannot set "style.prompt": "style" already holds a string',
    );
  });
});

describe('assembleBody', () => {
  it('builds a nested wire body from flat path values', () => {
    expect(
      assembleBody({
        end_seconds: 5,
        'assets.video_file_path': 'v.mp4',
        'assets.video_source': 'file',
        'style.version': 'v2',
      }),
    ).toEqual({
      end_seconds: 5,
      assets: { video_file_path: 'v.mp4', video_source: 'file' },
      style: { version: 'v2' },
    });
  });

  it('leaves undefined values out and lets a later pair win', () => {
    expect(
      assembleBody([
        ['name', undefined],
        ['style.prompt', 'a'],
        ['style.prompt', 'b'],
      ]),
    ).toEqual({ style: { prompt: 'b' } });
  });

  it('keeps arrays and objects given as whole values', () => {
    const mappings = [{ original_face: '0-0.png', new_face: 'n.png' }];
    expect(assembleBody({ 'assets.face_mappings': mappings })).toEqual({
      assets: { face_mappings: mappings },
    });
  });
});

describe('mergeBody', () => {
  it('merges objects key by key, lets the second side replace scalars and lists, and ignores prototype keys', () => {
    const base = {
      name: 'a',
      style: { prompt: 'p', tool: 't' },
      assets: { image_file_paths: ['x'] },
    };
    const over = JSON.parse(
      '{"style":{"tool":"u","new":1},"assets":{"image_file_paths":["y"]},"__proto__":{"polluted":true}}',
    );
    const merged = mergeBody(base, over);
    expect(merged).toEqual({
      name: 'a',
      style: { prompt: 'p', tool: 'u', new: 1 },
      assets: { image_file_paths: ['y'] },
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(base.style.tool).toBe('t');
  });
});
