import { Readable } from 'node:stream';
import nock from 'nock';
import { SERVICE, STORAGE, createPerformOf, run, runError, useNock } from '../helpers';

const faceSwapPhoto = createPerformOf('face_swap_photo');
const faceSwap = createPerformOf('face_swap');
const FILES = 'https://files.zapier.test';

/** A hydrated file with no extension in its URL, served with its length. */
function hydrated(path: string, body: string, type: string) {
  nock(FILES)
    .get(path)
    .reply(200, () => Readable.from([Buffer.from(body)]), {
      'content-type': type,
      'content-length': String(body.length),
    });
}

describe('the upload path of a create', () => {
  useNock();

  it('uploads every file of a create with ONE upload-urls call, then creates', async () => {
    hydrated('/hydrate/target', 'target jpeg', 'image/jpeg');
    hydrated('/hydrate/face', 'face png', 'image/png');
    nock(SERVICE)
      .post('/v1/files/upload-urls', {
        items: [
          { type: 'image', extension: 'jpg' },
          { type: 'image', extension: 'png' },
        ],
      })
      .reply(200, {
        items: [
          { upload_url: `${STORAGE}/api-assets/u/t.jpg?s=1`, file_path: 'api-assets/u/t.jpg' },
          { upload_url: `${STORAGE}/api-assets/u/f.png?s=2`, file_path: 'api-assets/u/f.png' },
        ],
      });
    nock(STORAGE).put('/api-assets/u/t.jpg').query(true).reply(200);
    nock(STORAGE).put('/api-assets/u/f.png').query(true).reply(200);
    nock(SERVICE)
      .post(
        '/v1/face-swap-photo',
        (body: { assets: Record<string, string> }) =>
          body.assets.target_file_path === 'api-assets/u/t.jpg' &&
          body.assets.source_file_path === 'api-assets/u/f.png',
      )
      .reply(200, { id: 'img-9', credits_charged: 5 });
    const result = await run(faceSwapPhoto, {
      inputData: {
        assets__target_file_path: `${FILES}/hydrate/target`,
        assets__source_file_path: `${FILES}/hydrate/face`,
        wait_for_result: false,
      },
    });
    expect(result).toMatchObject({ id: 'img-9', kind: 'image' });
    expect(result).not.toHaveProperty('raw');
  });

  it('validates before reading or uploading any file, naming fields by their form labels', async () => {
    // No interceptor for the file host or upload-urls: any request would fail the test differently.
    const { code, message } = await runError(faceSwap, {
      inputData: {
        assets__video_source: 'file',
        assets__image_file_path: `${FILES}/hydrate/face`,
        start_seconds: '0',
        end_seconds: '5',
        wait_for_result: false,
      },
    });
    expect(code).toBe('InvalidInput');
    expect(message).toMatch(/Missing required field: Video \(assets\.video_file_path\)/);
  });

  it('turns numbers typed or mapped as text into numbers, losslessly', async () => {
    nock(SERVICE)
      .post(
        '/v1/face-swap',
        (body: { start_seconds: unknown; end_seconds: unknown }) =>
          body.start_seconds === 0 && body.end_seconds === 2.5,
      )
      .reply(200, { id: 'v-5', credits_charged: 75 });
    const result = await run(faceSwap, {
      inputData: {
        assets__video_source: 'file',
        assets__video_file_path: 'https://cdn.example.test/clip.mp4',
        assets__image_file_path: 'https://cdn.example.test/face.png',
        start_seconds: ' 0 ',
        end_seconds: '2.5',
        wait_for_result: false,
      },
    });
    expect(result).toMatchObject({ id: 'v-5' });
  });
});
