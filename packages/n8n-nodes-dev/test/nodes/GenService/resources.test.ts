import nock from 'nock';
import { GenService } from '../../../../n8n-nodes/nodes/GenService/GenService.node';
import { binaryItem, executeContext } from '../../helpers/context';

jest.mock('n8n-workflow', () => ({
  ...jest.requireActual('n8n-workflow'),
  sleep: jest.fn(async () => undefined),
}));

const API = 'http://api.test';
const node = new GenService();

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('Magic Hour node: File, Project and Face Detection', () => {
  it('File → Upload returns the file_path of each item, with the media type chosen', async () => {
    let request: unknown;
    nock(API)
      .post('/v1/files/upload-urls', (b) => ((request = b), true))
      .reply(200, {
        items: [{ upload_url: 'http://storage.test/u/x.webm?s=1', file_path: 'api-assets/x.webm' }],
      });
    nock('http://storage.test').put('/u/x.webm').query(true).reply(200);
    const items = [binaryItem('data', new Uint8Array([1, 2, 3]), 'clip.webm', 'video/webm')];
    const [out] = await node.execute.call(
      executeContext({
        params: {
          resource: 'file',
          operation: 'upload',
          binaryPropertyName: 'data',
          mediaType: 'audio',
        },
        items,
      }),
    );
    expect(request).toEqual({ items: [{ type: 'audio', extension: 'webm' }] });
    expect(out).toEqual([
      { json: { file_path: 'api-assets/x.webm', fileName: 'clip.webm' }, pairedItem: { item: 0 } },
    ]);
  });

  it('Project → Get reads the project from its kind collection', async () => {
    nock(API)
      .get('/v1/audio-projects/a%2F1')
      .reply(200, { id: 'a/1', status: 'complete', downloads: [] });
    const [out] = await node.execute.call(
      executeContext({
        params: { resource: 'project', operation: 'get', kind: 'audio', projectId: 'a/1' },
      }),
    );
    expect(out![0]!.json).toMatchObject({ id: 'a/1', kind: 'audio', status: 'complete' });
  });

  it('Project → Delete deletes and confirms', async () => {
    const scope = nock(API).delete('/v1/video-projects/v-1').reply(204);
    const [out] = await node.execute.call(
      executeContext({
        params: { resource: 'project', operation: 'delete', kind: 'video', projectId: 'v-1' },
      }),
    );
    expect(scope.isDone()).toBe(true);
    expect(out![0]!.json).toEqual({ id: 'v-1', kind: 'video', deleted: true });
  });

  it('Project → Wait resumes an existing project until it is complete', async () => {
    nock(API).get('/v1/video-projects/v-2').reply(200, { id: 'v-2', status: 'queued' });
    nock(API)
      .get('/v1/video-projects/v-2')
      .reply(200, { id: 'v-2', status: 'complete', downloads: [{ url: 'http://cdn.test/v.mp4' }] });
    nock('http://cdn.test')
      .get('/v.mp4')
      .reply(200, 'video-bytes', { 'content-type': 'video/mp4' });
    const [out] = await node.execute.call(
      executeContext({
        params: {
          resource: 'project',
          operation: 'wait',
          kind: 'video',
          projectId: 'v-2',
          downloadOutputs: true,
          options: {},
        },
      }),
    );
    expect(out![0]!.json.status).toBe('complete');
    expect(out![0]!.binary!.data).toMatchObject({ fileName: 'v-2.mp4', mimeType: 'video/mp4' });
  });

  it('Project → Wait reports a canceled project as an error', async () => {
    nock(API).get('/v1/video-projects/v-3').reply(200, { id: 'v-3', status: 'canceled' });
    const run = node.execute.call(
      executeContext({
        params: {
          resource: 'project',
          operation: 'wait',
          kind: 'video',
          projectId: 'v-3',
          downloadOutputs: false,
          options: {},
        },
      }),
    );
    await expect(run).rejects.toThrow('Project v-3 was canceled');
  });

  it('Face Detection → Detect creates from the catalog entry and waits for the faces', async () => {
    let body: unknown;
    nock(API)
      .post('/v1/face-detection', (b) => ((body = b), true))
      .reply(200, { id: 'fd-1', credits_charged: 0 });
    nock(API)
      .get('/v1/face-detection/fd-1')
      .reply(200, {
        id: 'fd-1',
        status: 'complete',
        faces: [{ path: '0-0.png', url: 'http://cdn.test/f.png' }],
      });
    const params = {
      resource: 'faceDetection',
      operation: 'face-detection',
      assets_target_file_path: 'https://cdn.example/group.jpg',
      additionalFields: { confidence_score: 0.7 },
      waitForCompletion: true,
      downloadOutputs: true,
      options: {},
    };
    const [out] = await node.execute.call(executeContext({ params }));
    expect(body).toEqual({
      assets: { target_file_path: 'https://cdn.example/group.jpg' },
      confidence_score: 0.7,
    });
    expect(out![0]!.json).toMatchObject({
      id: 'fd-1',
      status: 'complete',
      faces: [{ path: '0-0.png' }],
    });
    expect(out![0]!.binary).toBeUndefined();
  });

  it('Account → Get returns the credit balance and plan', async () => {
    nock(API).get('/v1/account').reply(200, { credits: 1200, tier: 'creator', email: 'a@b.c' });
    const [out] = await node.execute.call(
      executeContext({ params: { resource: 'account', operation: 'get' } }),
    );
    expect(out![0]!.json).toMatchObject({ credits: 1200, plan: 'creator' });
  });

  it('Face Detection → Get returns the detection', async () => {
    nock(API)
      .get('/v1/face-detection/fd-2')
      .reply(200, { id: 'fd-2', status: 'rendering', faces: [] });
    const [out] = await node.execute.call(
      executeContext({
        params: { resource: 'faceDetection', operation: 'get', detectionId: 'fd-2' },
      }),
    );
    expect(out![0]!.json).toMatchObject({ id: 'fd-2', status: 'rendering' });
  });
});
