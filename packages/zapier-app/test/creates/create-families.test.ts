import nock from 'nock';
import {
  API_KEY,
  RELAY,
  SERVICE,
  STORAGE,
  createOf,
  createPerformOf,
  run,
  runError,
  useNock,
} from '../helpers';

const perform = createPerformOf('face_swap_photo');
const performResume = createPerformOf('face_swap_photo', 'performResume');
const CALLBACK = 'https://auth-json-server.zapier-staging.com/echo';
const done = (id: string) => ({
  id,
  status: 'complete',
  type: 'FACE_SWAP',
  credits_charged: 10,
  downloads: [
    {
      url: `${STORAGE}/api-assets/out/${id}.png?X-Amz-Signature=abc`,
      expires_at: '2026-01-02T00:00:00Z',
    },
  ],
  error: null,
});

describe('creates', () => {
  useNock();

  it('passes URLs with an extension and api-assets paths through, and returns the created project without waiting', async () => {
    nock(SERVICE, { reqheaders: { authorization: `Bearer ${API_KEY}` } })
      .post('/v1/face-swap-photo', {
        assets: {
          target_file_path: 'https://cdn.example.test/people/me.jpg',
          source_file_path: 'api-assets/abc/face.png',
        },
      })
      .reply(200, { id: 'img-1', credits_charged: 10 });
    const result = await run(perform, {
      inputData: {
        assets__target_file_path: 'https://cdn.example.test/people/me.jpg',
        assets__source_file_path: 'api-assets/abc/face.png',
        wait_for_result: 'false',
      },
    });
    expect(result).toMatchObject({
      id: 'img-1',
      kind: 'image',
      status: 'queued',
      credits_charged: 10,
      download_url: null,
    });
  });

  it('streams a file without an extension (a file from an earlier step) to an upload URL without the API key', async () => {
    const bytes = Buffer.from('\x89PNG fake image bytes');
    nock('https://files.zapier.test')
      .get('/hydrate/abc123')
      .reply(200, bytes, { 'content-type': 'image/png', 'content-length': String(bytes.length) });
    nock(SERVICE)
      .post('/v1/files/upload-urls', { items: [{ type: 'image', extension: 'png' }] })
      .reply(200, {
        items: [
          {
            upload_url: `${STORAGE}/api-assets/u1/abc123.png?X-Amz-Signature=sig`,
            file_path: 'api-assets/u1/abc123.png',
          },
        ],
      });
    nock(STORAGE, {
      badheaders: ['authorization'],
      reqheaders: { 'content-length': String(bytes.length), 'content-type': 'image/png' },
    })
      .put(
        '/api-assets/u1/abc123.png',
        (body) => Buffer.from(body, 'hex').equals(bytes) || body === bytes.toString(),
      )
      .query({ 'X-Amz-Signature': 'sig' })
      .reply(200);
    nock(SERVICE)
      .post('/v1/face-swap-photo', {
        assets: {
          target_file_path: 'api-assets/u1/abc123.png',
          source_file_path: 'https://cdn.example.test/face.webp',
        },
      })
      .reply(200, { id: 'img-2', credits_charged: 10 });
    const result = await run(perform, {
      inputData: {
        assets__target_file_path: 'https://files.zapier.test/hydrate/abc123',
        assets__source_file_path: 'https://cdn.example.test/face.webp',
        wait_for_result: false,
      },
    });
    expect(result).toMatchObject({ id: 'img-2', status: 'queued' });
  });

  it('waits by callback: registers a one-shot relay watch for the project with the callback URL', async () => {
    nock(SERVICE).post('/v1/face-swap-photo').reply(200, { id: 'img-3', credits_charged: 10 });
    nock(RELAY, {
      reqheaders: { authorization: `Bearer ${API_KEY}` },
      badheaders: ['x-api-key'],
    })
      .post('/v1/subscriptions', {
        url: CALLBACK,
        events: ['image.completed', 'image.errored', 'image.canceled'],
        project_id: 'img-3',
        once: true,
        kind: 'image',
      })
      .reply(201, { id: 'sub-1', secret: 'whsec_x' });
    const result = await run(perform, {
      relay: true,
      inputData: {
        assets__target_file_path: 'https://cdn.example.test/me.jpg',
        assets__source_file_path: 'https://cdn.example.test/face.png',
      },
    });
    expect(result).toMatchObject({ id: 'img-3', kind: 'image', status: 'queued' });
  });

  it('resumes with the finished project read again, download URLs as files', async () => {
    nock(SERVICE).get('/v1/image-projects/img-3').reply(200, done('img-3'));
    const result = await run(performResume, {
      relay: true,
      outputData: { id: 'img-3', kind: 'image', status: 'queued' },
      cleanedRequest: { type: 'image.completed', timestamp: '1767225600', data: done('img-3') },
    });
    expect(result).toMatchObject({
      id: 'img-3',
      status: 'complete',
      credits_charged: 10,
      download_url: `${STORAGE}/api-assets/out/img-3.png?X-Amz-Signature=abc`,
    });
    expect(createOf('face_swap_photo').operation.outputFields).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'download_url', type: 'file' })]),
    );
  });

  it("resumes by raising the service's error when the project failed", async () => {
    const failed = {
      id: 'img-4',
      status: 'error',
      downloads: [],
      error: { code: 'no_source_face', message: 'Please use an image with a detectable face' },
    };
    nock(SERVICE).get('/v1/image-projects/img-4').reply(200, failed);
    expect(
      await runError(performResume, {
        relay: true,
        outputData: { id: 'img-4', kind: 'image' },
        cleanedRequest: { type: 'image.errored', data: failed },
      }),
    ).toMatchObject({
      code: 'no_source_face',
      message: expect.stringContaining('Please use an image with a detectable face'),
    });
  });

  it('does not trust the callback body: the project is read from the service until it is final', async () => {
    nock(SERVICE)
      .get('/v1/image-projects/img-7')
      .reply(200, { id: 'img-7', status: 'rendering', downloads: [] });
    nock(SERVICE).get('/v1/image-projects/img-7').reply(200, done('img-7'));
    const forged = {
      type: 'image.completed',
      data: { ...done('img-7'), downloads: [{ url: 'https://evil.example.test/x.png' }] },
    };
    const result = await run(performResume, {
      relay: true,
      outputData: { id: 'img-7', kind: 'image' },
      cleanedRequest: forged,
    });
    expect(result).toMatchObject({
      id: 'img-7',
      status: 'complete',
      download_url: expect.stringContaining(`${STORAGE}/api-assets/out/img-7.png`),
    });
  });

  it('resumes a canceled project (the relay watchdog reports it) as a clear error', async () => {
    nock(SERVICE)
      .get('/v1/image-projects/img-8')
      .reply(200, { id: 'img-8', status: 'canceled', downloads: [] });
    expect(
      await runError(performResume, {
        relay: true,
        outputData: { id: 'img-8', kind: 'image' },
        cleanedRequest: { type: 'image.canceled' },
      }),
    ).toMatchObject({
      code: 'Canceled',
      message: expect.stringMatching(/^Project img-8 was canceled\. .*Run it again/),
    });
  });

  it('polls instead of pausing while the editor loads a sample, and returns the finished project', async () => {
    nock(SERVICE).post('/v1/face-swap-photo').reply(200, { id: 'img-5', credits_charged: 10 });
    nock(SERVICE).get('/v1/image-projects/img-5').reply(200, { id: 'img-5', status: 'rendering' });
    nock(SERVICE).get('/v1/image-projects/img-5').reply(200, done('img-5'));
    const result = await run(perform, {
      relay: true,
      meta: { isLoadingSample: true },
      inputData: {
        assets__target_file_path: 'https://cdn.example.test/me.jpg',
        assets__source_file_path: 'https://cdn.example.test/face.png',
      },
    });
    expect(result).toMatchObject({
      id: 'img-5',
      status: 'complete',
      download_url: expect.stringContaining('img-5.png'),
    });
  });

  it('polls without a relay and raises the job error in the service wording', async () => {
    nock(SERVICE).post('/v1/face-swap-photo').reply(200, { id: 'img-6', credits_charged: 10 });
    nock(SERVICE)
      .get('/v1/image-projects/img-6')
      .reply(200, {
        id: 'img-6',
        status: 'error',
        error: { code: 'invalid_file', message: 'The image file contains invalid data.' },
      });
    expect(
      await runError(perform, {
        inputData: {
          assets__target_file_path: 'https://cdn.example.test/me.jpg',
          assets__source_file_path: 'https://cdn.example.test/face.png',
        },
      }),
    ).toMatchObject({
      code: 'invalid_file',
      message: expect.stringContaining('The image file contains invalid data.'),
    });
  });

  it('rejects missing required inputs in the service wording before any request', async () => {
    expect(
      await runError(perform, {
        inputData: {
          assets__source_file_path: 'https://cdn.example.test/face.png',
          wait_for_result: false,
        },
      }),
    ).toMatchObject({
      code: 'InvalidInput',
      message: expect.stringContaining('Missing required field: Photo (assets.target_file_path)'),
    });
  });
});
