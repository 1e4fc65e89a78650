import {
  describeFields,
  getOperation,
  operations,
  titleCase,
  type FieldSpec,
} from '@genservice/core/internal';

const byPath = (key: string) =>
  new Map(describeFields(getOperation(key)).map((f) => [f.path, f] as const));

describe('describeFields', () => {
  it('flattens nested objects into wire paths with the last segment as name', () => {
    const fields = byPath('auto-subtitle-generator');
    expect(fields.get('style.custom_config.font')).toMatchObject({
      name: 'font',
      type: 'string',
      required: false,
      title: 'Font',
    });
    expect(fields.has('style')).toBe(false);
    expect(fields.has('style.custom_config')).toBe(false);
  });

  it('marks a field required only when every level of its path is required', () => {
    const fields = byPath('ai-talking-photo');
    expect(fields.get('assets.image_file_path')?.required).toBe(true);
    expect(fields.get('style.generation_mode')?.required).toBe(false);
    expect(byPath('animation').get('style.prompt')?.required).toBe(false);
    expect(byPath('animation').get('style.camera_effect')?.required).toBe(true);
  });

  it('sorts fields by order: media first, then prompt, then mode and model, then the rest', () => {
    const paths = describeFields(getOperation('lip-sync')).map((f) => f.path);
    expect(paths.slice(0, 4)).toEqual([
      'assets.video_source',
      'assets.video_file_path',
      'assets.youtube_url',
      'assets.audio_file_path',
    ]);
    expect(paths.indexOf('style.generation_mode')).toBeLessThan(paths.indexOf('start_seconds'));
    for (const op of operations) {
      const order = describeFields(op).map((f) => f.order);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
  });

  it('gives closed options for choices and open suggestions for growing lists', () => {
    const fields = byPath('video-to-video');
    expect(fields.get('assets.video_source')).toMatchObject({
      options: ['file', 'youtube'],
      default: 'file',
    });
    expect(fields.get('assets.video_source')?.openOptions).toBeUndefined();
    expect(fields.get('style.art_style')).toMatchObject({ openOptions: true });
    expect(fields.get('style.art_style')?.options).toHaveLength(75);
    expect(byPath('ai-voice-generator').get('style.voice_name')?.options).toHaveLength(492);
  });

  it('carries bounds, steps, lengths, asset types and deprecation', () => {
    expect(byPath('ai-face-editor').get('style.mouth_smile')).toMatchObject({
      type: 'number',
      min: -100,
      max: 100,
      step: 5,
      default: 0,
    });
    expect(byPath('animation').get('style.transition_speed')).toMatchObject({
      type: 'integer',
      min: 1,
      max: 10,
    });
    expect(byPath('text-to-video').get('style.prompt')).toMatchObject({
      maxLength: 10000,
      required: true,
    });
    expect(byPath('face-swap').get('assets.video_file_path')?.asset).toEqual(['video', 'gif']);
    expect(byPath('lip-sync').get('assets.audio_file_path')?.asset).toEqual(['audio', 'video']);
    expect(byPath('face-detection').get('assets.target_file_path')?.asset).toEqual([
      'image',
      'video',
    ]);
    const width = byPath('face-swap').get('width');
    expect(width).toMatchObject({ type: 'integer', deprecated: true });
    expect(width?.min).toBeUndefined();
  });

  it('describes arrays of objects by their item fields and arrays of scalars by item type', () => {
    const mappings = byPath('face-swap').get('assets.face_mappings') as FieldSpec;
    expect(mappings).toMatchObject({ type: 'array', maxItems: 5 });
    expect(mappings.items?.map((i) => [i.path, i.required, i.asset])).toEqual([
      ['original_face', true, undefined],
      ['new_face', true, ['image']],
    ]);
    expect(byPath('ai-image-editor').get('assets.image_file_paths')).toMatchObject({
      type: 'array',
      itemType: 'string',
      asset: ['image'],
      maxItems: 10,
    });
  });

  it('unwraps nullable fields to their value type', () => {
    expect(byPath('video-to-video').get('style.prompt')).toMatchObject({
      type: 'string',
      required: false,
    });
  });

  it('returns copies, so a caller cannot change the catalog view', () => {
    describeFields(getOperation('photo-colorizer'))[0]!.title = 'changed';
    expect(describeFields(getOperation('photo-colorizer'))[0]!.title).toBe('Photo');
  });

  it('gives every field of every operation a title and a known type', () => {
    for (const op of operations) {
      for (const f of describeFields(op)) {
        expect(f.title).toMatch(/^[A-Z0-9]/);
        expect(['string', 'number', 'integer', 'boolean', 'array', 'object']).toContain(f.type);
      }
    }
  });
});

describe('titleCase', () => {
  it('derives titles from snake_case and camelCase names with acronyms', () => {
    expect(titleCase('end_seconds')).toBe('End Seconds');
    expect(titleCase('searchWeb')).toBe('Search Web');
    expect(titleCase('youtube_url')).toBe('Youtube URL');
    expect(titleCase('max_fps_limit')).toBe('Max FPS Limit');
  });
});
