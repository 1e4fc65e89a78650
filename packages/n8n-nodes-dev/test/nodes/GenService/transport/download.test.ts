import nock from 'nock';
import { downloadBinary } from '../../../../../n8n-nodes/nodes/GenService/transport/download';
import { executeContext } from '../../../helpers/context';

jest.mock('n8n-workflow', () => ({
  ...jest.requireActual('n8n-workflow'),
  sleep: jest.fn(async () => undefined),
}));

const ctx = executeContext({ params: {} });

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('downloading outputs into binary data', () => {
  it('retries a 503 before the body is read, then streams the file', async () => {
    nock('http://cdn.test')
      .get('/o/v.mp4')
      .query(true)
      .reply(503)
      .get('/o/v.mp4')
      .query(true)
      .reply(200, 'movie', { 'content-type': 'video/mp4; charset=binary' });
    const file = await downloadBinary(ctx, 'http://cdn.test/o/v.mp4?X-Signature=secret', 'p-0.mp4');
    expect(file).toMatchObject({ fileName: 'p-0.mp4', mimeType: 'video/mp4', fileSize: '5' });
  });

  it('does not retry a 403 and names the URL without its signed query', async () => {
    nock('http://cdn.test').get('/o/v.mp4').query(true).reply(403);
    const error = await downloadBinary(
      ctx,
      'http://cdn.test/o/v.mp4?X-Signature=secret',
      'p-0.mp4',
    ).catch((e: Error) => e);
    expect(error).toMatchObject({ status: 403 });
    expect((error as Error).message).not.toContain('secret');
    expect(nock.isDone()).toBe(true);
  });

  it('gives up after three attempts', async () => {
    const scope = nock('http://cdn.test').get('/o/v.mp4').times(3).reply(502);
    await expect(downloadBinary(ctx, 'http://cdn.test/o/v.mp4', 'p-0.mp4')).rejects.toMatchObject({
      status: 502,
    });
    expect(scope.isDone()).toBe(true);
  });
});
