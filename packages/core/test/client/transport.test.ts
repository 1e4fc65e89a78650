import nock from 'nock';
import {
  AuthenticationError,
  BadRequestError,
  ConnectionError,
  InsufficientCreditsError,
  InternalServerError,
  PermissionDeniedError,
  RateLimitError,
} from '@genservice/core';
import { API_KEY, BASE_URL, nockClient } from '../support/nock-client';

const photo = {
  assets: {
    target_file_path: 'api-assets/a/target.png',
    source_file_path: 'api-assets/a/face.png',
  },
};

afterEach(() => nock.cleanAll());
beforeAll(() => nock.disableNetConnect());
afterAll(() => nock.enableNetConnect());

describe('transport', () => {
  it('sends the API key as a Bearer header and JSON body', async () => {
    const scope = nock(BASE_URL, {
      reqheaders: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
    })
      .post('/v1/face-swap-photo', photo)
      .reply(200, { id: 'img_1', credits_charged: 10, frame_cost: 10 });
    const { client } = nockClient();
    await expect(client.create('face-swap-photo', photo)).resolves.toMatchObject({
      id: 'img_1',
      kind: 'image',
      credits_charged: 10,
    });
    scope.done();
  });

  it('retries a GET on 429 after the Retry-After delay', async () => {
    nock(BASE_URL)
      .get('/v1/image-projects/p1')
      .reply(429, { message: 'Too many requests' }, { 'Retry-After': '7' });
    nock(BASE_URL).get('/v1/image-projects/p1').reply(200, { id: 'p1', status: 'rendering' });
    const { client, sleeps } = nockClient();
    await expect(client.projects.get('image', 'p1')).resolves.toMatchObject({
      id: 'p1',
      status: 'rendering',
    });
    expect(sleeps).toEqual([7000]);
  });

  it('retries a GET on 503 with backoff and gives up after maxRetries with InternalServerError', async () => {
    nock(BASE_URL)
      .get('/v1/video-projects/p2')
      .times(3)
      .reply(503, { message: 'Service Unavailable' });
    const { client, sleeps } = nockClient({ maxRetries: 2 });
    await expect(client.projects.get('video', 'p2')).rejects.toBeInstanceOf(InternalServerError);
    expect(sleeps).toHaveLength(2);
    expect(sleeps[1]!).toBeGreaterThan(sleeps[0]!);
  });

  it('never retries a create that got a 500: the job may exist', async () => {
    const scope = nock(BASE_URL)
      .post('/v1/face-swap-photo')
      .once()
      .reply(500, { message: 'Internal error' });
    const { client, sleeps } = nockClient();
    await expect(client.create('face-swap-photo', photo)).rejects.toBeInstanceOf(
      InternalServerError,
    );
    expect(sleeps).toEqual([]);
    scope.done();
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('retries a create on 429 and on 502, which happen before any job exists', async () => {
    nock(BASE_URL).post('/v1/face-swap-photo').reply(429, {}, { 'Retry-After': '1' });
    nock(BASE_URL).post('/v1/face-swap-photo').reply(502, 'Bad Gateway');
    nock(BASE_URL).post('/v1/face-swap-photo').reply(200, { id: 'img_2', credits_charged: 10 });
    const { client, sleeps } = nockClient();
    await expect(client.create('face-swap-photo', photo)).resolves.toMatchObject({ id: 'img_2' });
    expect(sleeps[0]).toBe(1000);
    expect(sleeps).toHaveLength(2);
  });

  it('does not retry a create whose connection broke after the request was sent', async () => {
    nock(BASE_URL)
      .post('/v1/face-swap-photo')
      .replyWithError(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }));
    const { client, sleeps } = nockClient();
    const err = await client.create('face-swap-photo', photo).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConnectionError);
    expect((err as Error).message).toContain('POST /v1/face-swap-photo');
    expect((err as Error).message).toContain('may have created the job');
    expect(sleeps).toEqual([]);
  });

  it('chooses the error class by status and keeps the service message', async () => {
    const { client } = nockClient({ maxRetries: 0 });
    const cases: Array<[number, unknown, unknown]> = [
      [
        400,
        { message: 'Invalid type for end_seconds: expected number, got string' },
        BadRequestError,
      ],
      [401, { message: 'Unauthorized' }, AuthenticationError],
      [402, { message: 'Insufficient credits' }, InsufficientCreditsError],
      [403, { message: 'Model not available on your plan' }, PermissionDeniedError],
      [422, { message: 'Not enough credits to create video' }, InsufficientCreditsError],
      [429, { message: 'Too many requests' }, RateLimitError],
    ];
    for (const [status, body, cls] of cases) {
      nock(BASE_URL)
        .get('/v1/audio-projects/x')
        .reply(status, body as object);
      const err = await client.projects.get('audio', 'x').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(cls as new () => Error);
      expect((err as Error).message).toBe((body as { message: string }).message);
      expect((err as { status: number }).status).toBe(status);
    }
  });

  it('keeps the API key out of error messages', async () => {
    nock(BASE_URL)
      .get('/v1/image-projects/leak')
      .reply(400, { message: `bad key ${API_KEY} in Bearer ${API_KEY}` });
    const { client } = nockClient({ maxRetries: 0 });
    const err = (await client.projects.get('image', 'leak').catch((e: unknown) => e)) as Error;
    expect(err.message).not.toContain(API_KEY);
  });

  it('encodes ids in paths', async () => {
    nock(BASE_URL).get('/v1/video-projects/a%2Fb').reply(200, { id: 'a/b', status: 'queued' });
    const { client } = nockClient();
    await expect(client.projects.get('video', 'a/b')).resolves.toMatchObject({ id: 'a/b' });
  });
});
