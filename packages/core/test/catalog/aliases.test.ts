import { getOperation, validateRequest } from '@genservice/core';
import { faceSwap, messageFor } from './message-for';

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
