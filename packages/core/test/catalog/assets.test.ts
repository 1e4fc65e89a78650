import { assetFields, getOperation, mapAssets, operations } from '@genservice/core/internal';

describe('assetFields', () => {
  it('lists plain, array-item and nested array asset locations with their media types', () => {
    expect(assetFields(getOperation('face-swap'))).toEqual([
      { path: 'assets.video_file_path', types: ['video', 'gif'] },
      { path: 'assets.image_file_path', types: ['image'] },
      { path: 'assets.face_mappings[].new_face', types: ['image'] },
    ]);
    expect(assetFields(getOperation('ai-image-editor'))[0]).toEqual({
      path: 'assets.image_file_paths[]',
      types: ['image'],
    });
  });

  it('finds only the reference images in text-to-video and only file_path or new_face names elsewhere', () => {
    expect(assetFields(getOperation('text-to-video'))).toEqual([
      { path: 'references[].file_path', types: ['image'] },
    ]);
    expect(assetFields(getOperation('ai-meme-generator'))).toEqual([]);
    for (const op of operations) {
      for (const f of assetFields(op))
        expect(f.path).toMatch(/[_.]file_paths?(\[\])?$|\.new_face$/);
    }
  });
});

describe('mapAssets', () => {
  const upload = async (value: string, field: { path: string }) =>
    `uploaded:${field.path}:${value}`;

  it('replaces every asset value, including inside arrays, and leaves the input untouched', async () => {
    const body = {
      start_seconds: 0,
      assets: {
        video_source: 'file',
        video_file_path: './v.mp4',
        face_swap_mode: 'individual-faces',
        face_mappings: [
          { original_face: '0-0.png', new_face: './a.png' },
          { original_face: '0-1.png', new_face: './b.png' },
        ],
      },
    };
    const mapped = await mapAssets(getOperation('face-swap'), body, upload);
    expect(mapped.assets).toEqual({
      video_source: 'file',
      video_file_path: 'uploaded:assets.video_file_path:./v.mp4',
      face_swap_mode: 'individual-faces',
      face_mappings: [
        { original_face: '0-0.png', new_face: 'uploaded:assets.face_mappings[].new_face:./a.png' },
        { original_face: '0-1.png', new_face: 'uploaded:assets.face_mappings[].new_face:./b.png' },
      ],
    });
    expect(body.assets.video_file_path).toBe('./v.mp4');
  });

  it('maps each item of a list of files and passes the accepted media types', async () => {
    const seen: string[][] = [];
    const mapped = await mapAssets(
      getOperation('lip-sync'),
      { assets: { audio_file_path: 'a.mp4' } },
      async (v, f) => (seen.push(f.types), v.toUpperCase()),
    );
    expect(mapped).toEqual({ assets: { audio_file_path: 'A.MP4' } });
    expect(seen).toEqual([['audio', 'video']]);
    const editor = await mapAssets(
      getOperation('ai-image-editor'),
      { assets: { image_file_paths: ['1.png', '2.png'] } },
      async (v) => `x/${v}`,
    );
    expect(editor).toEqual({ assets: { image_file_paths: ['x/1.png', 'x/2.png'] } });
  });

  it('skips absent and non-string values and does not call fn for them', async () => {
    const fn = jest.fn(async (v: string) => v);
    await mapAssets(
      getOperation('image-background-remover'),
      { assets: { image_file_path: 42 }, other: './x.png' },
      fn,
    );
    expect(fn).not.toHaveBeenCalled();
  });

  it('rejects when fn rejects', async () => {
    await expect(
      mapAssets(
        getOperation('photo-colorizer'),
        { assets: { image_file_path: 'p.png' } },
        async () => Promise.reject(new Error('upload failed')),
      ),
    ).rejects.toThrow('upload failed');
  });
});
