import { createPerformOf, runError, useNock } from '../helpers';

const imageToVideo = createPerformOf('image_to_video');

describe('per-model rules in a create', () => {
  useNock();

  it('refuses a duration the model does not make before fetching, uploading or creating anything', async () => {
    // No interceptor at all: a file fetch, an upload or a create would fail the test differently.
    const { code, message } = await runError(imageToVideo, {
      inputData: {
        assets__image_file_path: 'https://files.zapier.test/hydrate/photo',
        model: 'kling-2.6',
        end_seconds: '7',
        wait_for_result: false,
      },
    });
    expect(code).toBe('InvalidInput');
    expect(message).toMatch(
      /^Kling 2\.6 makes 5 or 10 s videos; Duration \(Seconds\) \(end_seconds\) is 7\. .*pick another model/,
    );
  });
});
