import nock from 'nock';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';
import { GenService } from '../../../../n8n-nodes/nodes/GenService/GenService.node';
import { binaryItem, executeContext, type SeenRequest } from '../../helpers/context';

jest.mock('n8n-workflow', () => ({
  ...jest.requireActual('n8n-workflow'),
  sleep: jest.fn(async () => undefined),
}));

const API = 'http://api.test';
const node = new GenService();
const faceSwapPhoto = (extra: Record<string, unknown> = {}) => ({
  resource: 'image',
  operation: 'face-swap-photo',
  assets_target_file_path: 'https://cdn.example/target.png',
  additionalFields: { assets_source_file_path: 'https://cdn.example/face.jpg' },
  waitForCompletion: true,
  downloadOutputs: false,
  options: {},
  ...extra,
});

beforeAll(() => nock.disableNetConnect());
beforeEach(() => nock(API).persist().get('/v1/account').reply(200, { credits: 1_000_000 }));
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('Magic Hour node: catalog tools', () => {
  it('creates with the nested wire body and waits until the project is complete', async () => {
    let body: unknown;
    nock(API)
      .post('/v1/face-swap-photo', (b) => ((body = b), true))
      .reply(200, { id: 'img-1', credits_charged: 10 });
    nock(API).get('/v1/image-projects/img-1').reply(200, { id: 'img-1', status: 'rendering' });
    nock(API)
      .get('/v1/image-projects/img-1')
      .reply(200, {
        id: 'img-1',
        status: 'complete',
        downloads: [{ url: 'https://cdn.example/out.png' }],
      });

    const [out] = await node.execute.call(executeContext({ params: faceSwapPhoto() }));

    expect(body).toEqual({
      assets: {
        target_file_path: 'https://cdn.example/target.png',
        source_file_path: 'https://cdn.example/face.jpg',
      },
      name: expect.stringMatching(/^\[n8n-wf-1\] Face Swap \(Photo\) - \d{4}-\d\d-\d\d \d\d:\d\d$/),
    });
    expect(out).toEqual([
      {
        json: expect.objectContaining({
          id: 'img-1',
          status: 'complete',
          kind: 'image',
          download_url: 'https://cdn.example/out.png',
          raw: expect.objectContaining({ downloads: [{ url: 'https://cdn.example/out.png' }] }),
        }),
        pairedItem: { item: 0 },
      },
    ]);
  });

  it('returns the created project at once when Wait for Completion is off', async () => {
    nock(API).post('/v1/face-swap-photo').reply(200, { id: 'img-2', credits_charged: 10 });
    const [out] = await node.execute.call(
      executeContext({ params: faceSwapPhoto({ waitForCompletion: false }) }),
    );
    expect(out![0]!.json).toMatchObject({
      id: 'img-2',
      project_id: 'img-2',
      credits_charged: 10,
      kind: 'image',
      status: 'queued',
      is_finished: false,
    });
  });

  it("outputs only core's simple fields when Simplify is on, and offers Simplify on by default", async () => {
    nock(API).post('/v1/face-swap-photo').reply(200, { id: 'img-3', credits_charged: 10 });
    const [out] = await node.execute.call(
      executeContext({ params: faceSwapPhoto({ waitForCompletion: false, simplify: true }) }),
    );
    expect(out![0]!.json).toEqual({
      id: 'img-3',
      kind: 'image',
      status: 'queued',
      download_url: null,
      download_urls: [],
      credits_charged: 10,
      credits_estimated: expect.any(Number),
      dedupe_key: null,
      reused: false,
    });
    const simplify = node.description.properties.find((p) => p.name === 'simplify');
    expect(simplify).toMatchObject({ type: 'boolean', default: true });
  });

  it('uploads a binary input through a pre-signed PUT without the API key, then creates with its file_path', async () => {
    const seen: SeenRequest[] = [];
    const png = new Uint8Array(70_000).fill(7);
    let uploadRequest: unknown;
    let putHeaders: Record<string, string | string[] | undefined> = {};
    let putBytes = 0;
    nock(API)
      .post('/v1/files/upload-urls', (b) => ((uploadRequest = b), true))
      .reply(200, {
        items: [
          {
            upload_url: 'http://storage.test/put/abc.png?sig=secret',
            file_path: 'api-assets/abc.png',
          },
        ],
      });
    nock('http://storage.test')
      .put('/put/abc.png')
      .query(true)
      .reply(function (_uri, requestBody) {
        putHeaders = this.req.headers;
        putBytes =
          Buffer.from(requestBody as string, 'hex').byteLength || String(requestBody).length;
        return [200, ''];
      });
    let created: unknown;
    nock(API)
      .post('/v1/face-swap-photo', (b) => ((created = b), true))
      .reply(200, { id: 'img-3' });

    const items = [binaryItem('photo', png, 'me.png', 'image/png')];
    await node.execute.call(
      executeContext({
        params: faceSwapPhoto({ assets_target_file_path: 'photo', waitForCompletion: false }),
        items,
        seen,
      }),
    );

    expect(uploadRequest).toEqual({ items: [{ type: 'image', extension: 'png' }] });
    expect(putHeaders['content-length']).toBe('70000');
    expect(putHeaders.authorization).toBeUndefined();
    expect(putHeaders['transfer-encoding']).toBeUndefined();
    expect(putBytes).toBeGreaterThan(0);
    expect(created).toEqual({
      assets: {
        target_file_path: 'api-assets/abc.png',
        source_file_path: 'https://cdn.example/face.jpg',
      },
      name: expect.stringMatching(/^\[n8n-wf-1\] Face Swap \(Photo\) - \d{4}-\d\d-\d\d \d\d:\d\d$/),
    });
  });

  it('streams a stored binary (filesystem mode) with its Content-Length', async () => {
    const bytes = new Uint8Array(1234).fill(1);
    let length: string | undefined;
    nock(API)
      .post('/v1/files/upload-urls')
      .reply(200, {
        items: [
          { upload_url: 'http://storage.test/put/s.jpg?sig=x', file_path: 'api-assets/s.jpg' },
        ],
      });
    nock('http://storage.test')
      .put('/put/s.jpg')
      .query(true)
      .reply(function () {
        length = this.req.headers['content-length'] as string;
        return [200, ''];
      });
    nock(API).post('/v1/face-swap-photo').reply(200, { id: 'img-4' });
    const items = [
      {
        json: {},
        binary: {
          data: {
            id: 'filesystem-v2:abc',
            data: 'filesystem-v2',
            fileName: 'face.jpg',
            mimeType: 'image/jpeg',
          },
        },
      },
    ];
    await node.execute.call(
      executeContext({
        params: faceSwapPhoto({ assets_target_file_path: 'data', waitForCompletion: false }),
        items,
        stored: { 'filesystem-v2:abc': { bytes, fileName: 'face.jpg' } },
      }),
    );
    expect(length).toBe('1234');
  });

  it('downloads outputs as binary data named after the project when no input file names them', async () => {
    nock(API).post('/v1/face-swap-photo').reply(200, { id: 'img-5' });
    nock(API)
      .get('/v1/image-projects/img-5')
      .reply(200, {
        id: 'img-5',
        status: 'complete',
        downloads: [
          { url: 'http://cdn.test/o/a.png?sig=1' },
          { url: 'http://cdn.test/o/b.png?sig=2' },
        ],
      });
    nock('http://cdn.test')
      .get('/o/a.png')
      .query(true)
      .reply(200, 'AAAA', { 'content-type': 'image/png' });
    nock('http://cdn.test')
      .get('/o/b.png')
      .query(true)
      .reply(200, 'BB', { 'content-type': 'image/png' });

    const [out] = await node.execute.call(
      executeContext({ params: faceSwapPhoto({ downloadOutputs: true }) }),
    );

    const binary = out![0]!.binary!;
    expect(Object.keys(binary)).toEqual(['data', 'data_1']);
    expect(binary.data).toMatchObject({
      fileName: 'img-5.png',
      mimeType: 'image/png',
      fileSize: '4',
    });
    expect(binary.data_1).toMatchObject({ fileName: 'img-5-2.png', fileSize: '2' });
  });

  it('names a downloaded output after the input file it was made from', async () => {
    nock(API)
      .post('/v1/files/upload-urls')
      .reply(200, {
        items: [
          { upload_url: 'http://storage.test/put/t.png?sig=x', file_path: 'api-assets/t.png' },
        ],
      });
    nock('http://storage.test').put('/put/t.png').query(true).reply(200);
    nock(API).post('/v1/face-swap-photo').reply(200, { id: 'img-9' });
    nock(API)
      .get('/v1/image-projects/img-9')
      .reply(200, {
        id: 'img-9',
        name: 'Face Swap',
        status: 'complete',
        downloads: [{ url: 'http://cdn.test/o/x.png?sig=1' }],
      });
    nock('http://cdn.test').get('/o/x.png').query(true).reply(200, 'PNG');
    const items = [binaryItem('photo', new Uint8Array(8), 'team photo.jpg', 'image/jpeg')];
    const [out] = await node.execute.call(
      executeContext({
        params: faceSwapPhoto({ assets_target_file_path: 'photo', downloadOutputs: true }),
        items,
      }),
    );
    expect(out![0]!.binary!.data).toMatchObject({ fileName: 'team photo.png' });
  });

  it('fails with the project id when the old Timeout (Minutes) option ends the wait, so Project → Wait can resume', async () => {
    nock(API).post('/v1/face-swap-photo').reply(200, { id: 'img-6' });
    nock(API)
      .get('/v1/image-projects/img-6')
      .times(100)
      .reply(200, { id: 'img-6', status: 'rendering' });
    const now = jest.spyOn(Date, 'now');
    let t = 1_000_000;
    now.mockImplementation(() => (t += 20_000));
    try {
      const run = node.execute.call(
        executeContext({ params: faceSwapPhoto({ options: { timeoutMinutes: 1 } }) }),
      );
      await expect(run).rejects.toThrow(/image project img-6 .*Project → Wait/);
    } finally {
      now.mockRestore();
    }
  });

  it('reports a failed job as a NodeApiError carrying the service error code', async () => {
    nock(API).post('/v1/face-swap-photo').reply(200, { id: 'img-7' });
    nock(API)
      .get('/v1/image-projects/img-7')
      .reply(200, {
        id: 'img-7',
        status: 'error',
        error: { code: 'no_source_face', message: 'Please use an image with a detectable face' },
      });
    const run = node.execute.call(executeContext({ params: faceSwapPhoto() }));
    await expect(run).rejects.toBeInstanceOf(NodeApiError);
    await expect(run).rejects.toMatchObject({
      description: expect.stringMatching(/^Error code: no_source_face\. \S/),
      message: expect.stringContaining('detectable face'),
    });
  });

  it('reports service HTTP errors with their status and message', async () => {
    nock(API).post('/v1/face-swap-photo').reply(402, { message: 'Not enough credits' });
    const run = node.execute.call(
      executeContext({ params: faceSwapPhoto({ waitForCompletion: false }) }),
    );
    await expect(run).rejects.toMatchObject({
      httpCode: '402',
      message: 'Not enough credits',
      description: expect.stringContaining('magichour.ai/pricing'),
    });
  });

  it('rejects invalid input before any request, naming the field as the service does', async () => {
    const run = node.execute.call(
      executeContext({
        params: faceSwapPhoto({ additionalFields: { assets_face_swap_mode: 'individual-faces' } }),
      }),
    );
    await expect(run).rejects.toBeInstanceOf(NodeOperationError);
    await expect(run).rejects.toThrow(/assets\.face_mappings/);
  });

  it('uploads nothing when the input is invalid: validation comes before any upload', async () => {
    const uploads = nock(API).post('/v1/files/upload-urls').reply(200, { items: [] });
    const items = [binaryItem('photo', new Uint8Array(10), 'me.png', 'image/png')];
    const run = node.execute.call(
      executeContext({
        params: faceSwapPhoto({
          assets_target_file_path: 'photo',
          additionalFields: { assets_face_swap_mode: 'individual-faces' },
        }),
        items,
      }),
    );
    await expect(run).rejects.toThrow(/face_mappings/);
    expect(uploads.isDone()).toBe(false);
  });

  it('coerces numbers mapped as text from an expression, losslessly', async () => {
    let body: Record<string, unknown> = {};
    nock(API)
      .post('/v1/ai-image-generator', (b) => ((body = b), true))
      .reply(200, { id: 'img-c' });
    await node.execute.call(
      executeContext({
        params: {
          resource: 'image',
          operation: 'ai-image-generator',
          style_prompt: 'a cat',
          image_count: '2',
          additionalFields: {},
          waitForCompletion: false,
          options: {},
        },
      }),
    );
    expect(body).toMatchObject({ style: { prompt: 'a cat' }, image_count: 2 });
  });

  it('leaves out a conditional input whose condition does not hold', async () => {
    let body: Record<string, unknown> = {};
    nock(API)
      .post('/v1/face-swap-photo', (b) => ((body = b), true))
      .reply(200, { id: 'img-d' });
    await node.execute.call(
      executeContext({
        params: faceSwapPhoto({
          waitForCompletion: false,
          assets_face_swap_mode: 'individual-faces',
          assets_face_mappings: {
            values: [{ original_face: '0-0.png', new_face: 'https://cdn.example/n.png' }],
          },
        }),
      }),
    );
    expect(body.assets).toEqual({
      target_file_path: 'https://cdn.example/target.png',
      face_swap_mode: 'individual-faces',
      face_mappings: [{ original_face: '0-0.png', new_face: 'https://cdn.example/n.png' }],
    });
  });

  it('merges Additional Body Fields (JSON) over the form fields', async () => {
    let body: Record<string, unknown> = {};
    nock(API)
      .post('/v1/face-swap-photo', (b) => ((body = b), true))
      .reply(200, { id: 'img-8' });
    const additionalFields = {
      assets_source_file_path: 'https://cdn.example/face.jpg',
      name: 'Mine',
      additionalBody: '{"assets":{"future_field":"x"},"name":"Override"}',
    };
    await node.execute.call(
      executeContext({ params: faceSwapPhoto({ waitForCompletion: false, additionalFields }) }),
    );
    expect(body).toEqual({
      name: '[n8n-wf-1] Override',
      assets: {
        target_file_path: 'https://cdn.example/target.png',
        source_file_path: 'https://cdn.example/face.jpg',
        future_field: 'x',
      },
    });
  });

  it("names each project after its workflow's tag and the Project Name, whatever the workflow", async () => {
    const names: string[] = [];
    nock(API)
      .post('/v1/face-swap-photo', (b: { name: string }) => (names.push(b.name), true))
      .times(2)
      .reply(200, { id: 'img-9' });
    for (const workflowId of ['wf-7', 'Xy12AbCd34EfGh56'])
      await node.execute.call(
        executeContext({
          workflowId,
          params: faceSwapPhoto({
            waitForCompletion: false,
            additionalFields: {
              assets_source_file_path: 'https://cdn.example/face.jpg',
              name: 'Weekly clips',
            },
          }),
        }),
      );
    expect(names).toEqual(['[n8n-wf-7] Weekly clips', '[n8n-Xy12AbCd34EfGh56] Weekly clips']);
  });

  it('names a missing binary field by its form label instead of sending it as a path', async () => {
    const run = node.execute.call(
      executeContext({
        params: faceSwapPhoto({ assets_target_file_path: 'nope', waitForCompletion: false }),
      }),
    );
    await expect(run).rejects.toThrow(
      'Invalid value for Photo (assets.target_file_path): the input item has no binary field "nope"',
    );
  });
});
