import { inspect } from 'node:util';
import nock from 'nock';
import {
  AuthenticationError,
  BadRequestError,
  ConnectionError,
  createClient,
  createTransport,
  InsufficientCreditsError,
  InternalServerError,
  PermissionDeniedError,
  RateLimitError,
  TimeoutError,
  UnreadableAnswerError,
} from '@genservice/core/internal';
import { API_KEY, BASE_URL, nockClient } from '../support/nock-client';
import { answer, START, virtualRuntime, type Reply } from '../support/virtual-runtime';

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

describe('transport: Retry-After and printed errors', () => {
  it('waits at least the first backoff step when Retry-After is 0', async () => {
    nock(BASE_URL).get('/v1/image-projects/r0').reply(429, {}, { 'Retry-After': '0' });
    nock(BASE_URL).get('/v1/image-projects/r0').reply(503, {}, { 'Retry-After': '0.001' });
    nock(BASE_URL).get('/v1/image-projects/r0').reply(200, { id: 'r0', status: 'queued' });
    const { client, sleeps } = nockClient();
    await client.projects.get('image', 'r0');
    expect(sleeps).toEqual([500, 500]);
  });

  it('never prints the API key a server echoes back, however the error is printed', async () => {
    const signed = 'https://storage.test/in.mp4?X-Amz-Signature=SIGNED123';
    nock(BASE_URL)
      .get('/v1/video-projects/echo')
      .reply(
        400,
        {
          message: 'bad request',
          echo: { headers: { Authorization: `Bearer ${API_KEY}` }, input: signed },
          note: `the key was ${API_KEY}`,
        },
        { 'set-cookie': 'session=COOKIE123', 'x-request-id': 'req-1' },
      );
    const { client } = nockClient({ maxRetries: 0 });
    const err = (await client.projects.get('video', 'echo').catch((e: unknown) => e)) as Error;
    expect(err).toBeInstanceOf(BadRequestError);
    const printed = [
      inspect(err, { depth: 20 }),
      inspect(err, { depth: 20, showHidden: false }),
      JSON.stringify(err),
      String(err),
      err.stack ?? '',
    ].join('\n');
    for (const secret of [API_KEY, 'SIGNED123', 'COOKIE123']) expect(printed).not.toContain(secret);
    expect((err as BadRequestError).body).toMatchObject({
      message: 'bad request',
      echo: { headers: { Authorization: '***' }, input: 'https://storage.test/in.mp4?…' },
    });
    expect((err as BadRequestError).headers).toMatchObject({ 'x-request-id': 'req-1' });
    expect(JSON.stringify((err as BadRequestError).rawBody)).toContain(API_KEY);
  });
});

describe('transport: a 2xx body that is not JSON', () => {
  const html: Reply = { status: 200, headers: {}, text: '<html>gateway page</html>' };

  it('fails a create as an UnreadableAnswerError that says the job may exist', async () => {
    const runtime = virtualRuntime(() => html);
    const client = createClient({ apiKey: API_KEY, baseUrl: BASE_URL, runtime });
    const err = (await client
      .create('face-swap-photo', photo)
      .catch((e: unknown) => e)) as UnreadableAnswerError;
    expect(err).toBeInstanceOf(UnreadableAnswerError);
    expect(err.mayHaveCreated).toBe(true);
    expect(err.message).toMatch(
      /^POST \/v1\/face-swap-photo answered 200 with a body that is not JSON/,
    );
    expect(err.message).toContain('may have created the job');
    expect(runtime.requests).toHaveLength(1);
  });

  it('fails a read the same way without the create warning', async () => {
    const client = createClient({
      apiKey: API_KEY,
      baseUrl: BASE_URL,
      runtime: virtualRuntime(() => html),
    });
    const err = (await client.projects
      .get('image', 'p')
      .catch((e: unknown) => e)) as UnreadableAnswerError;
    expect(err).toMatchObject({ name: 'UnreadableAnswerError', mayHaveCreated: false });
    expect(err.message).not.toContain('may have created');
  });

  it('fails a create whose JSON does not fit as UnreadableAnswerError that may have created', async () => {
    const client = createClient({
      apiKey: API_KEY,
      baseUrl: BASE_URL,
      runtime: virtualRuntime(() => answer(200, { nothing: true })),
    });
    const err = await client.create('face-swap-photo', photo).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'UnreadableAnswerError', mayHaveCreated: true });
    expect((err as Error).message).toMatch(
      /^POST \/v1\/face-swap-photo returned an answer .* \(the service may have created the job/,
    );
  });
});

describe('transport: deadlines', () => {
  const transportOver = (reply: (n: number) => Reply, maxRetries = 4) => {
    const runtime = virtualRuntime((_req, n) => reply(n));
    const transport = createTransport({
      apiKey: API_KEY,
      baseUrl: BASE_URL,
      runtime,
      timeoutMs: 1_000,
      maxRetries,
    });
    return { runtime, transport };
  };

  it('cuts each attempt to the time left and retries only while the backoff ends before the deadline', async () => {
    const { runtime, transport } = transportOver(() => 'stall');
    const err = (await transport
      .call({ method: 'GET', path: '/v1/video-projects/v', deadline: START + 2_000 })
      .catch((e: unknown) => e)) as TimeoutError;
    expect(runtime.requests.map((r) => r.timeoutMs)).toEqual([1_000, 500]);
    expect(runtime.sleeps).toEqual([500]);
    expect(runtime.elapsed()).toBe(2_000);
    expect(err).toBeInstanceOf(TimeoutError);
    expect(err).toMatchObject({ deadlineReached: true, requestSent: true });
    expect(err.message).toBe('GET /v1/video-projects/v: no answer before the deadline');
  });

  it('without a deadline keeps the full timeout on every attempt', async () => {
    const { runtime, transport } = transportOver(() => 'stall', 2);
    await expect(
      transport.call({ method: 'GET', path: '/v1/video-projects/v' }),
    ).rejects.toBeInstanceOf(TimeoutError);
    expect(runtime.requests.map((r) => r.timeoutMs)).toEqual([1_000, 1_000, 1_000]);
  });

  it('sends nothing when no time is left', async () => {
    const { runtime, transport } = transportOver(() => answer(200, {}));
    const err = await transport
      .call({ method: 'POST', path: '/v1/face-swap-photo', body: {}, deadline: START })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'TimeoutError', requestSent: false, deadlineReached: true });
    expect((err as Error).message).not.toContain('may have created');
    expect(runtime.requests).toHaveLength(0);
  });

  it('says a create cut by the deadline may exist', async () => {
    const { runtime, transport } = transportOver(() => 'stall');
    const err = await transport
      .call({ method: 'POST', path: '/v1/face-swap-photo', body: {}, deadline: START + 300 })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'TimeoutError', requestSent: true, deadlineReached: true });
    expect((err as Error).message).toContain('may have created the job');
    expect(runtime.requests.map((r) => r.timeoutMs)).toEqual([300]);
  });

  it('gives up at once with the service error when its Retry-After ends past the deadline', async () => {
    const { runtime, transport } = transportOver(() =>
      answer(429, { message: 'slow down' }, { 'retry-after': '5' }),
    );
    const err = await transport
      .call({ method: 'GET', path: '/v1/image-projects/i', deadline: START + 4_000 })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RateLimitError);
    expect(runtime.requests).toHaveLength(1);
    expect(runtime.sleeps).toEqual([]);
  });

  it('retries a 503 while its backoff fits, then returns the service error', async () => {
    const { runtime, transport } = transportOver(() => answer(503, { message: 'busy' }));
    const err = await transport
      .call({ method: 'GET', path: '/v1/image-projects/i', deadline: START + 1_200 })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InternalServerError);
    expect(runtime.sleeps).toEqual([500]);
    expect(runtime.requests).toHaveLength(2);
  });
});
