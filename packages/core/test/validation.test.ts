import { getOperation, validateRequest, ValidationError } from '@genservice/core';

/** The service-style message for `input`, or 'valid'. */
function messageFor(key: string, input: unknown): string {
  try {
    validateRequest(getOperation(key), input);
    return 'valid';
  } catch (e) {
    expect(e).toBeInstanceOf(ValidationError);
    return (e as Error).message;
  }
}

const faceSwap = {
  start_seconds: 0,
  end_seconds: 5,
  assets: {
    video_source: 'file',
    video_file_path: 'api-assets/a/v.mp4',
    image_file_path: 'https://x.test/f.png',
  },
};

describe('validateRequest', () => {
  it('reports a wrong type in the service wording', () => {
    expect(messageFor('face-swap', { ...faceSwap, end_seconds: '5' })).toBe(
      'Invalid type for end_seconds: expected number, got string',
    );
  });

  it('reports a missing nested field with its wire path and expected type', () => {
    expect(messageFor('ai-face-editor', { assets: {}, style: {} })).toBe(
      'Missing required field: assets.image_file_path (expected string)',
    );
  });

  it('joins several problems with "; " in field order', () => {
    expect(
      messageFor('face-swap', {
        end_seconds: 'x',
        assets: { ...faceSwap.assets, video_source: 'vimeo' },
      }),
    ).toBe(
      'Missing required field: start_seconds (expected number); Invalid type for end_seconds: expected number, got string; ' +
        'Invalid value for assets.video_source: expected one of file, youtube, got "vimeo"',
    );
  });

  it('names integers, array items and bounds like the service', () => {
    expect(
      messageFor('character-replace', {
        end_seconds: 5,
        assets: { video_file_path: 'v.mp4', image_file_path: 'c.png' },
        style: {
          selection_mode: 'point',
          points: [{ position_x: 1.5, position_y: 0, time_seconds: 0 }],
        },
      }),
    ).toBe('Invalid type for style.points[0].position_x: expected integer, got number');
    expect(
      messageFor('ai-meme-generator', { style: { topic: 'x'.repeat(201), template: 'Random' } }),
    ).toBe('Invalid value for style.topic: expected at most 200 characters, got 201 characters');
    expect(
      messageFor('ai-image-upscaler', { scale_factor: 3, assets: { image_file_path: '' } }),
    ).toBe(
      'Invalid value for scale_factor: expected one of 2, 4, got 3; Invalid value for assets.image_file_path: expected at least 1 character, got 0 characters',
    );
  });

  it('reports a missing or mistyped choice as a missing field or a wrong type', () => {
    const { video_source: _, ...assets } = faceSwap.assets;
    expect(
      messageFor('face-swap', { ...faceSwap, assets: { image_file_path: assets.image_file_path } }),
    ).toBe('Missing required field: assets.video_source (expected string)');
    expect(messageFor('ai-image-upscaler', { assets: { image_file_path: 'a.png' } })).toBe(
      'Missing required field: scale_factor (expected number)',
    );
    expect(messageFor('ai-image-editor', { style: { prompt: 'x' }, assets: {}, image_count: '4' })).toBe(
      'Invalid type for image_count: expected number, got string',
    );
  });

  it('rejects a body that is not an object without an empty field name', () => {
    expect(messageFor('photo-colorizer', 'hello')).toBe(
      'Invalid type for request body: expected object, got string',
    );
  });

  it('passes unknown fields through at every level', () => {
    const body = validateRequest(getOperation('face-swap'), {
      ...faceSwap,
      brand_new: 1,
      assets: { ...faceSwap.assets, future: 'x' },
    });
    expect(body).toMatchObject({ brand_new: 1, assets: { future: 'x' } });
  });

  it('accepts any string for an open choice but rejects others for a closed one', () => {
    const voice = { style: { prompt: 'Hi', voice_name: 'A Voice Added Tomorrow' } };
    expect(messageFor('ai-voice-generator', voice)).toBe('valid');
    expect(messageFor('ai-gif-generator', { style: { prompt: 'cat' }, output_format: 'avi' })).toBe(
      'Invalid value for output_format: expected one of gif, mp4, webm, got "avi"',
    );
  });

  it('never applies defaults client side', () => {
    const body = validateRequest(getOperation('ai-gif-generator'), { style: { prompt: 'cat' } });
    expect(body).toEqual({ style: { prompt: 'cat' } });
  });
});

describe('aliases', () => {
  it('sends the spec name assets.image_file_path of face-swap-photo as source_file_path', () => {
    const body = validateRequest(getOperation('face-swap-photo'), {
      assets: { target_file_path: 't.png', image_file_path: 's.png' },
      style: { version: 'v1' },
    });
    expect(body).toEqual({ assets: { target_file_path: 't.png', source_file_path: 's.png' } });
  });

  it('turns a numeric confidence_score string into a number and still rejects garbage', () => {
    const assets = { target_file_path: 'x.png' };
    expect(
      validateRequest(getOperation('face-detection'), { confidence_score: '0.7', assets }),
    ).toEqual({ confidence_score: 0.7, assets });
    expect(messageFor('face-detection', { confidence_score: 'high', assets })).toBe(
      'Invalid type for confidence_score: expected number, got string',
    );
  });

  it('defaults video_source from the video given and translates a legacy orientation', () => {
    const { video_source: _, ...assets } = faceSwap.assets;
    expect(
      validateRequest(getOperation('face-swap'), { ...faceSwap, assets }).assets,
    ).toMatchObject({ video_source: 'file' });
    expect(
      validateRequest(getOperation('text-to-video'), {
        end_seconds: 5,
        orientation: 'portrait',
        style: { prompt: 'x' },
      }),
    ).toEqual({
      end_seconds: 5,
      aspect_ratio: '9:16',
      style: { prompt: 'x' },
    });
  });

  it('moves a legacy single image of the image editor into image_file_paths', () => {
    const body = validateRequest(getOperation('ai-image-editor'), {
      style: { prompt: 'x' },
      assets: { image_file_path: 'a.png' },
    });
    expect(body.assets).toEqual({ image_file_paths: ['a.png'] });
  });
});

describe('conditional requirements', () => {
  it('requires the face image in all-faces mode, the default', () => {
    expect(messageFor('face-swap-photo', { assets: { target_file_path: 't.png' } })).toBe(
      'Missing required field: assets.source_file_path (expected string)',
    );
  });

  it('requires face_mappings in individual-faces mode and not the face image', () => {
    const assets = { target_file_path: 't.png', face_swap_mode: 'individual-faces' };
    expect(messageFor('face-swap-photo', { assets })).toBe(
      'Missing required field: assets.face_mappings (expected array)',
    );
    expect(
      messageFor('face-swap-photo', {
        assets: { ...assets, face_mappings: [{ original_face: '0-0.png', new_face: 'n.png' }] },
      }),
    ).toBe('valid');
  });

  it('requires the youtube_url for a youtube source and the file for a file source', () => {
    expect(
      messageFor('lip-sync', {
        start_seconds: 0,
        end_seconds: 1,
        assets: { audio_file_path: 'a.mp3', video_source: 'youtube' },
      }),
    ).toBe('Missing required field: assets.youtube_url (expected string)');
    expect(
      messageFor('video-to-video', {
        start_seconds: 0,
        end_seconds: 1,
        assets: { video_source: 'file' },
        style: { art_style: 'Pixel' },
      }),
    ).toBe('Missing required field: assets.video_file_path (expected string)');
  });

  it('requires a custom config with its four fields when auto subtitles have no template', () => {
    const base = { start_seconds: 0, end_seconds: 1, assets: { video_file_path: 'v.mp4' } };
    expect(messageFor('auto-subtitle-generator', { ...base, style: {} })).toBe(
      'Missing required field: style.custom_config (expected object)',
    );
    expect(
      messageFor('auto-subtitle-generator', {
        ...base,
        style: { custom_config: { font: 'Roboto', text_color: '#fff' } },
      }),
    ).toBe(
      'Missing required field: style.custom_config.vertical_position (expected string); Missing required field: style.custom_config.horizontal_position (expected string)',
    );
    expect(messageFor('auto-subtitle-generator', { ...base, style: { template: 'karaoke' } })).toBe(
      'valid',
    );
  });

  it('requires the prompt only for prompt types that use it', () => {
    const v2v = {
      start_seconds: 0,
      end_seconds: 1,
      assets: { video_source: 'file', video_file_path: 'v.mp4' },
    };
    expect(
      messageFor('video-to-video', {
        ...v2v,
        style: { art_style: 'Pixel', prompt_type: 'append_default' },
      }),
    ).toBe('Missing required field: style.prompt (expected string)');
    expect(
      messageFor('video-to-video', {
        ...v2v,
        style: { art_style: 'Pixel', prompt_type: 'default' },
      }),
    ).toBe('valid');
  });

  it('reports conditional requirements together with other problems', () => {
    expect(
      messageFor('animation', {
        fps: 24,
        end_seconds: 'ten',
        height: 64,
        width: 64,
        style: {
          art_style: 'Custom',
          camera_effect: 'Simple Zoom In',
          prompt_type: 'custom',
          transition_speed: 5,
        },
        assets: { audio_source: 'file' },
      }),
    ).toBe(
      'Invalid type for end_seconds: expected number, got string; Missing required field: assets.audio_file_path (expected string); ' +
        'Missing required field: style.prompt (expected string); Missing required field: style.art_style_custom (expected string)',
    );
  });

  it('does not report a conditional field while its parent object is missing', () => {
    expect(messageFor('face-swap-photo', {})).toBe(
      'Missing required field: assets (expected object)',
    );
  });
});
