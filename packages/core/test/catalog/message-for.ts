import { getOperation, validateRequest, ValidationError } from '@genservice/core';

/** The service-style validation message for `input` to operation `key`, or 'valid'. */
export function messageFor(key: string, input: unknown): string {
  try {
    validateRequest(getOperation(key), input);
    return 'valid';
  } catch (e) {
    expect(e).toBeInstanceOf(ValidationError);
    return (e as Error).message;
  }
}

/** A valid face-swap input (video from a file, face image by URL). */
export const faceSwap = {
  start_seconds: 0,
  end_seconds: 5,
  assets: {
    video_source: 'file',
    video_file_path: 'api-assets/a/v.mp4',
    image_file_path: 'https://x.test/f.png',
  },
};
