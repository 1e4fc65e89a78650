import nock from 'nock';
import { ConnectionError } from '../../src/errors';
import { createNodeRuntime } from '../../src/node/runtime';
import { startLoopback } from './loopback';

// nock patches node:http for the whole worker; restore it so streamed tests elsewhere see the real module.
afterEach(() => nock.cleanAll());
afterAll(() => nock.restore());

const runtime = createNodeRuntime();

describe('createNodeRuntime: buffered calls', () => {
  it('returns any status without throwing, with lower-case headers and the text body', async () => {
    nock('https://api.test')
      .post('/v1/things', { a: 1 })
      .reply(422, { message: 'Unable to create video' }, { 'X-Request-Id': 'r1' });
    const res = await runtime.request({
      method: 'POST',
      url: 'https://api.test/v1/things',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(res).toMatchObject({ status: 422, text: '{"message":"Unable to create video"}' });
    expect(res.headers['x-request-id']).toBe('r1');
  });

  it('does not follow a redirect for POST but follows one for GET', async () => {
    nock('https://api.test')
      .post('/v1/move')
      .reply(307, '', { Location: 'https://api.test/v1/elsewhere' });
    nock('https://api.test')
      .get('/v1/old')
      .reply(301, '', { Location: '/v1/new' })
      .get('/v1/new')
      .reply(200, 'here');
    expect(
      (
        await runtime.request({
          method: 'POST',
          url: 'https://api.test/v1/move',
          headers: {},
          body: '{}',
        })
      ).status,
    ).toBe(307);
    expect(
      await runtime.request({ method: 'GET', url: 'https://api.test/v1/old', headers: {} }),
    ).toMatchObject({ status: 200, text: 'here' });
  });

  it('maps a reset connection to ConnectionError', async () => {
    const server = await startLoopback((req) => req.socket.destroy());
    const err = await runtime
      .request({ method: 'GET', url: `${server.url}/v1/reset`, headers: {} })
      .catch((e: unknown) => e)
      .finally(() => server.close());
    expect(err).toBeInstanceOf(ConnectionError);
    expect(err).toMatchObject({ requestSent: true });
  });
});
