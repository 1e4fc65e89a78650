import { JobFailedError } from '../../src/errors';

describe('JobFailedError', () => {
  it('keeps the service code and message but never a signed URL the message quotes', () => {
    const err = new JobFailedError(
      'p1',
      'invalid_image_path',
      'image_file_path "https://bucket.s3.amazonaws.com/a.png?X-Amz-Signature=SECRET" does not exist.',
      undefined,
      'image',
    );
    expect(err.message).toBe(
      'Project p1 failed: invalid_image_path - image_file_path "https://bucket.s3.amazonaws.com/a.png?…" does not exist.',
    );
    expect(err.serviceMessage).not.toContain('SECRET');
    expect(err.code).toBe('invalid_image_path');
  });
});
