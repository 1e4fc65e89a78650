import nock from 'nock';
import {
  GenServiceError,
  JobCanceledError,
  JobFailedError,
  WaitTimeoutError,
  getOperation,
} from '@genservice/core';
import { BASE_URL, nockClient } from '../support/nock-client';

afterEach(() => nock.cleanAll());
beforeAll(() => nock.disableNetConnect());
afterAll(() => nock.enableNetConnect());

const failed = (id: string) => ({
  id,
  status: 'error',
  error: { code: 'invalid_image_path', message: 'image_file_path is not valid' },
});

describe('client.jobs', () => {
  it('reads a project and a face detection through the same call', async () => {
    nock(BASE_URL).get('/v1/audio-projects/a1').reply(200, { id: 'a1', status: 'complete' });
    nock(BASE_URL)
      .get('/v1/face-detection/fd1')
      .reply(200, { id: 'fd1', status: 'complete', faces: [{ path: 'f/0.png' }] });
    const { client } = nockClient();
    await expect(client.jobs.get('audio', 'a1')).resolves.toMatchObject({ id: 'a1' });
    const detection = await client.jobs.get('face-detection', 'fd1');
    expect(detection.faces).toEqual([{ path: 'f/0.png' }]);
  });

  it('fails a project with jobId and kind, keeping projectId as an alias', async () => {
    nock(BASE_URL).get('/v1/image-projects/i1').reply(200, failed('i1'));
    const { client } = nockClient();
    const err = (await client.jobs.wait('image', 'i1').catch((e: unknown) => e)) as JobFailedError;
    expect(err).toBeInstanceOf(JobFailedError);
    expect(err).toMatchObject({ jobId: 'i1', kind: 'image', projectId: 'i1' });
    expect(err.message).toBe(
      'Project i1 failed: invalid_image_path - image_file_path is not valid',
    );
    expect(err.hint).toMatch(/public URL/);
  });

  it('fails a face detection as a face detection, never as a project', async () => {
    nock(BASE_URL).get('/v1/face-detection/fd2').reply(200, { id: 'fd2', status: 'error' });
    const { client } = nockClient();
    const err = (await client.jobs
      .wait('face-detection', 'fd2')
      .catch((e: unknown) => e)) as JobFailedError;
    expect(err).toMatchObject({ jobId: 'fd2', kind: 'face-detection', code: 'unknown_error' });
    expect(err.message).toBe('Face detection fd2 failed: unknown_error');
    expect(err.message).not.toMatch(/Project/);
  });

  it('rejects a canceled face detection with JobCanceledError of its kind', async () => {
    nock(BASE_URL).get('/v1/face-detection/fd3').reply(200, { id: 'fd3', status: 'canceled' });
    const { client } = nockClient();
    const err = await client.jobs.wait('face-detection', 'fd3').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(JobCanceledError);
    expect(err).toMatchObject({ jobId: 'fd3', kind: 'face-detection' });
  });

  it('times out a face detection naming it and its id', async () => {
    nock(BASE_URL)
      .get('/v1/face-detection/fd4')
      .times(20)
      .reply(200, { id: 'fd4', status: 'rendering' });
    const { client } = nockClient();
    const err = (await client.jobs
      .wait('face-detection', 'fd4', { timeoutMs: 10_000 })
      .catch((e: unknown) => e)) as WaitTimeoutError;
    expect(err).toBeInstanceOf(WaitTimeoutError);
    expect(err).toMatchObject({ jobId: 'fd4', projectId: 'fd4', kind: 'face-detection' });
    expect(err.message).toMatch(/^Face detection fd4 is still rendering/);
  });

  it('deletes a project and refuses a face detection without calling the service', async () => {
    const scope = nock(BASE_URL).delete('/v1/video-projects/v1').reply(204);
    const { client } = nockClient();
    await client.jobs.delete('video', 'v1');
    scope.done();
    await expect(client.jobs.delete('face-detection', 'fd1')).rejects.toThrow(GenServiceError);
  });
});

describe('typicalSeconds', () => {
  it('seeds the first delay with half the typical time, then follows the kind’s schedule', async () => {
    nock(BASE_URL).get('/v1/audio-projects/a2').reply(200, { id: 'a2', status: 'queued' });
    nock(BASE_URL).get('/v1/audio-projects/a2').reply(200, { id: 'a2', status: 'rendering' });
    nock(BASE_URL).get('/v1/audio-projects/a2').reply(200, { id: 'a2', status: 'complete' });
    const { client, sleeps } = nockClient();
    await client.jobs.wait('audio', 'a2', { typicalSeconds: 21 });
    expect(sleeps).toEqual([10_500, 4_500]);
  });

  it('never waits longer than the schedule’s cap before the first read', async () => {
    nock(BASE_URL).get('/v1/video-projects/v2').reply(200, { id: 'v2', status: 'queued' });
    nock(BASE_URL).get('/v1/video-projects/v2').reply(200, { id: 'v2', status: 'complete' });
    const { client, sleeps } = nockClient();
    await client.jobs.wait('video', 'v2', {
      typicalSeconds: getOperation('video-to-video').typicalSeconds,
    });
    expect(sleeps).toEqual([30_000]);
  });

  it('is what run() waits with: the operation’s own typical time', async () => {
    const op = getOperation('ai-voice-generator');
    nock(BASE_URL).post('/v1/ai-voice-generator').reply(200, { id: 'a3', credits_charged: 5 });
    nock(BASE_URL).get('/v1/audio-projects/a3').reply(200, { id: 'a3', status: 'rendering' });
    nock(BASE_URL).get('/v1/audio-projects/a3').reply(200, { id: 'a3', status: 'complete' });
    const { client, sleeps } = nockClient();
    await client.run(
      op.key,
      { style: { prompt: 'Hello there', voice_name: 'Elon Musk' } },
      { wait: true },
    );
    expect(sleeps[0]).toBe((op.typicalSeconds! * 1000) / 2);
  });
});
