import nock from 'nock';
import { connectInProcess, structured, BASE_URL } from '../support/in-process';

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('wait_for_project', () => {
  it('answers still_running with the project id at its time limit instead of failing', async () => {
    const { client, close } = await connectInProcess();
    nock(BASE_URL)
      .get('/v1/video-projects/vid_1')
      .times(10)
      .reply(200, { id: 'vid_1', status: 'rendering' });
    const progress: number[] = [];
    const result = await client.callTool(
      {
        name: 'wait_for_project',
        arguments: { project_id: 'vid_1', kind: 'video', timeout_seconds: 1 },
      },
      undefined,
      { onprogress: (p) => progress.push(p.progress) },
    );
    expect(result.isError).toBeFalsy();
    expect(structured(result)).toMatchObject({
      status: 'still_running',
      project_id: 'vid_1',
      last_status: 'rendering',
    });
    expect(progress.length).toBeGreaterThan(0);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    await close();
  });

  it('get_project finds the kind of an id it did not create and returns the flat output with download URLs', async () => {
    const { client, close } = await connectInProcess();
    const scope = nock(BASE_URL);
    scope.get('/v1/video-projects/img_9').reply(404, { message: 'Not found' });
    scope
      .get('/v1/image-projects/img_9')
      .times(2)
      .reply(200, {
        id: 'img_9',
        status: 'complete',
        downloads: [{ url: 'https://cdn.test.local/out.png' }],
      });
    const result = structured(
      await client.callTool({ name: 'get_project', arguments: { project_id: 'img_9' } }),
    );
    expect(result).toMatchObject({
      kind: 'image',
      status: 'complete',
      download_url: 'https://cdn.test.local/out.png',
    });
    expect(result).not.toHaveProperty('raw');
    await close();
  });
});
