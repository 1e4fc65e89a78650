import nock from 'nock';
import {
  GenServiceError,
  JobCanceledError,
  JobFailedError,
  WaitTimeoutError,
} from '@genservice/core';
import { BASE_URL, nockClient } from '../support/nock-client';

afterEach(() => nock.cleanAll());
beforeAll(() => nock.disableNetConnect());
afterAll(() => nock.enableNetConnect());

const project = (status: string, extra: object = {}) => ({
  id: 'vid_1',
  status,
  type: 'FACE_SWAP',
  downloads: [],
  ...extra,
});

describe('projects.get', () => {
  it('answers a record without a status with a core error naming the call, not a ZodError', async () => {
    const { client } = nockClient();
    nock(BASE_URL).get('/v1/video-projects/vid_9').reply(200, { id: 'vid_9', downloads: [] });
    const err = await client.projects.get('video', 'vid_9').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GenServiceError);
    expect((err as Error).name).not.toBe('ZodError');
    expect((err as Error).message).toMatch(/^GET \/v1\/video-projects\/vid_9 returned .*status/);
  });
});

describe('projects.wait', () => {
  it('sees queued → rendering → complete and resolves with the finished project', async () => {
    nock(BASE_URL).get('/v1/video-projects/vid_1').reply(200, project('queued'));
    nock(BASE_URL).get('/v1/video-projects/vid_1').reply(200, project('rendering'));
    nock(BASE_URL)
      .get('/v1/video-projects/vid_1')
      .reply(
        200,
        project('complete', {
          downloads: [
            { url: 'https://cdn.test/out.mp4?sig=1', expires_at: '2030-01-01T00:00:00Z' },
          ],
          credits_charged: 48.5,
        }),
      );
    const { client, sleeps } = nockClient();
    const seen: string[] = [];
    const done = await client.projects.wait('video', 'vid_1', {
      onProgress: (p) => seen.push(p.status),
    });
    expect(seen).toEqual(['queued', 'rendering', 'complete']);
    expect(done.downloads[0]?.url).toContain('out.mp4');
    expect(done.credits_charged).toBe(48.5);
    expect(sleeps[0]).toBe(5000);
    expect(sleeps[1]).toBe(7500);
  });

  it('starts image waits near 2 s', async () => {
    nock(BASE_URL).get('/v1/image-projects/i1').reply(200, { id: 'i1', status: 'queued' });
    nock(BASE_URL).get('/v1/image-projects/i1').reply(200, { id: 'i1', status: 'complete' });
    const { client, sleeps } = nockClient();
    await client.projects.wait('image', 'i1');
    expect(sleeps).toEqual([2000]);
  });

  it('rejects with JobFailedError carrying the service code and message', async () => {
    nock(BASE_URL)
      .get('/v1/image-projects/i2')
      .reply(200, {
        id: 'i2',
        status: 'error',
        error: { code: 'no_source_face', message: 'Please use an image with a detectable face' },
      });
    const { client } = nockClient();
    const err = (await client.projects
      .wait('image', 'i2')
      .catch((e: unknown) => e)) as JobFailedError;
    expect(err).toBeInstanceOf(JobFailedError);
    expect(err.code).toBe('no_source_face');
    expect(err.serviceMessage).toBe('Please use an image with a detectable face');
    expect(err.projectId).toBe('i2');
  });

  it('rejects with JobCanceledError when the project is canceled', async () => {
    nock(BASE_URL).get('/v1/audio-projects/a1').reply(200, { id: 'a1', status: 'canceled' });
    const { client } = nockClient();
    await expect(client.projects.wait('audio', 'a1')).rejects.toBeInstanceOf(JobCanceledError);
  });

  it('times out with the project id and last status, leaving the job running', async () => {
    nock(BASE_URL)
      .get('/v1/video-projects/slow')
      .times(20)
      .reply(200, { id: 'slow', status: 'rendering' });
    const { client } = nockClient();
    const err = (await client.projects
      .wait('video', 'slow', { timeoutMs: 60_000 })
      .catch((e: unknown) => e)) as WaitTimeoutError;
    expect(err).toBeInstanceOf(WaitTimeoutError);
    expect(err.projectId).toBe('slow');
    expect(err.lastStatus).toBe('rendering');
    expect(err.message).toContain('slow');
  });

  it('keeps waiting through statuses it does not know', async () => {
    nock(BASE_URL)
      .get('/v1/video-projects/v9')
      .reply(200, { id: 'v9', status: 'upscaling', brand_new_field: { x: 1 } });
    nock(BASE_URL)
      .get('/v1/video-projects/v9')
      .reply(200, { id: 'v9', status: 'complete', brand_new_field: { x: 2 } });
    const { client } = nockClient();
    await expect(client.projects.wait('video', 'v9')).resolves.toMatchObject({
      status: 'complete',
      brand_new_field: { x: 2 },
    });
  });

  it('stops when the signal aborts', async () => {
    nock(BASE_URL).get('/v1/video-projects/v3').reply(200, { id: 'v3', status: 'queued' });
    const { client } = nockClient();
    const controller = new AbortController();
    const waiting = client.projects.wait('video', 'v3', {
      signal: controller.signal,
      onProgress: () => controller.abort(new Error('stop')),
    });
    await expect(waiting).rejects.toThrow('stop');
  });

  it('deletes a project and accepts the empty 204', async () => {
    const scope = nock(BASE_URL).delete('/v1/image-projects/i5').reply(204);
    const { client } = nockClient();
    await expect(client.projects.delete('image', 'i5')).resolves.toBeUndefined();
    scope.done();
  });
});

describe('faceDetection', () => {
  it('creates with a numeric confidence and waits until complete', async () => {
    nock(BASE_URL)
      .post('/v1/face-detection', {
        assets: { target_file_path: 'api-assets/x/group.jpg' },
        confidence_score: 0.7,
      })
      .reply(200, { id: 'fd1', credits_charged: 0 });
    nock(BASE_URL)
      .get('/v1/face-detection/fd1')
      .reply(200, { id: 'fd1', status: 'rendering', faces: [{ path: '0-0.png' }] });
    nock(BASE_URL)
      .get('/v1/face-detection/fd1')
      .reply(200, {
        id: 'fd1',
        status: 'complete',
        faces: [{ path: '0-0.png' }, { path: '0-1.png' }],
      });
    const { client } = nockClient();
    const created = await client.faceDetection.create({
      assets: { target_file_path: 'api-assets/x/group.jpg' },
      confidence_score: '0.7',
    });
    const done = await client.faceDetection.wait(created.id);
    expect(done.faces.map((f) => f.path)).toEqual(['0-0.png', '0-1.png']);
  });
});
