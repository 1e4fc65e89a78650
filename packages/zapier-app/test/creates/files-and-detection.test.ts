import { Readable } from 'node:stream';
import nock from 'nock';
import { SERVICE, STORAGE, createOf, createPerformOf, run, runError, useNock } from '../helpers';

const headshot = createPerformOf('ai_headshot_generator');
const faceDetection = createOf('face_detection').operation;

describe('file inputs and face detection', () => {
  useNock();

  it('buffers a file sent without Content-Length, names it from Content-Disposition, and uploads it', async () => {
    const bytes = Buffer.from('fake jpeg bytes for an upload');
    nock('https://files.zapier.test')
      .get('/hydrate/xyz')
      .reply(200, () => Readable.from([bytes]), {
        'content-type': 'image/jpeg',
        'content-disposition': 'attachment; filename="portrait.JPG"',
      });
    nock(SERVICE)
      .post('/v1/files/upload-urls', { items: [{ type: 'image', extension: 'jpg' }] })
      .reply(200, {
        items: [
          {
            upload_url: `${STORAGE}/api-assets/u2/portrait.jpg?sig=1`,
            file_path: 'api-assets/u2/portrait.jpg',
          },
        ],
      });
    nock(STORAGE, {
      badheaders: ['authorization'],
      reqheaders: { 'content-length': String(bytes.length) },
    })
      .put('/api-assets/u2/portrait.jpg')
      .query(true)
      .reply(200);
    nock(SERVICE)
      .post('/v1/ai-headshot-generator', {
        assets: { image_file_path: 'api-assets/u2/portrait.jpg' },
      })
      .reply(200, { id: 'h-1', credits_charged: 50 });
    const result = await run(headshot, {
      inputData: {
        assets__image_file_path: 'https://files.zapier.test/hydrate/xyz',
        wait_for_result: 'no',
      },
    });
    expect(result).toMatchObject({ id: 'h-1', credits_charged: 50 });
  });

  it('names the field and hides the signed query when a file cannot be read', async () => {
    nock('https://files.zapier.test').get('/hydrate/gone').query(true).reply(404, 'gone');
    const { message, code } = await runError(headshot, {
      inputData: {
        assets__image_file_path: 'https://files.zapier.test/hydrate/gone?token=secret-token',
        wait_for_result: false,
      },
    });
    expect(code).toBe('FileUnavailable');
    expect(message).toContain('assets.image_file_path');
    expect(message).not.toContain('secret-token');
  });

  it('detects faces and polls within the run for the face list', async () => {
    nock(SERVICE)
      .post('/v1/face-detection', {
        assets: { target_file_path: 'https://cdn.example.test/group.jpg' },
        confidence_score: 0.6,
      })
      .reply(200, { id: 'fd-1', credits_charged: 0 });
    nock(SERVICE)
      .get('/v1/face-detection/fd-1')
      .reply(200, { id: 'fd-1', status: 'rendering', faces: [] });
    nock(SERVICE)
      .get('/v1/face-detection/fd-1')
      .reply(200, {
        id: 'fd-1',
        status: 'complete',
        credits_charged: 0,
        faces: [
          { path: 'api-assets/fd-1/0-0.png', url: `${STORAGE}/fd-1/0-0.png` },
          { path: 'api-assets/fd-1/0-1.png', url: `${STORAGE}/fd-1/0-1.png` },
        ],
      });
    const result = await run(createPerformOf('face_detection'), {
      relay: true,
      inputData: {
        assets__target_file_path: 'https://cdn.example.test/group.jpg',
        confidence_score: '0.6',
      },
    });
    expect(result).toMatchObject({
      id: 'fd-1',
      status: 'complete',
      face_count: 2,
      face_paths: ['api-assets/fd-1/0-0.png', 'api-assets/fd-1/0-1.png'],
    });
    expect(faceDetection.performResume).toBeUndefined();
  });
});
