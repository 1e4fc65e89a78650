import { messageFor } from './message-for';

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
