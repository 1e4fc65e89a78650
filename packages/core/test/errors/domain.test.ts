import { inspect } from 'node:util';
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

  it('keeps the job record readable but out of the printed error, whose downloads carry signed URLs', () => {
    const job = {
      id: 'p2',
      status: 'error',
      downloads: [{ url: 'https://cdn.test/out.mp4?X-Amz-Signature=SECRET' }],
    };
    const err = new JobFailedError('p2', 'unknown_error', '', job, 'video');
    expect(err.job).toBe(job);
    expect(err.project).toBe(job);
    expect(inspect(err)).not.toContain('SECRET');
    expect(JSON.stringify(err)).not.toContain('SECRET');
  });
});
