import nock from 'nock';
import { GenService } from '../../../../../../n8n-nodes/nodes/GenService/GenService.node';
import { binaryItem, executeContext } from '../../../../helpers/context';

jest.mock('n8n-workflow', () => ({
  ...jest.requireActual('n8n-workflow'),
  sleep: jest.fn(async () => undefined),
}));

const API = 'http://api.test';
const node = new GenService();
const locator = (mode: string, value: string) => ({ __rl: true, mode, value });
const faceSwapPhoto = (target: unknown, source: unknown) => ({
  resource: 'image',
  operation: 'face-swap-photo',
  assets_target_file_path: target,
  assets_source_file_path: source,
  waitForCompletion: false,
  downloadOutputs: false,
  options: {},
});

beforeAll(() => nock.disableNetConnect());
beforeEach(() => nock(API).persist().get('/v1/account').reply(200, { credits: 1_000_000 }));
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('file inputs as Resource Locators', () => {
  it('sends a saved item picked From Saved Item as its file_path, with no upload', async () => {
    let created: unknown;
    const uploads = nock(API).post('/v1/files/upload-urls').reply(500);
    nock(API)
      .post('/v1/face-swap-photo', (b) => ((created = b), true))
      .reply(200, { id: 'img-1', credits_charged: 5 });
    const [out] = await node.execute.call(
      executeContext({
        params: faceSwapPhoto(
          locator('savedItem', 'saved-items/c1/face.png'),
          locator('input', 'https://cdn.example/target.png'),
        ),
      }),
    );
    expect(created).toEqual({
      name: expect.stringMatching(/^\[n8n-wf-1\] Face Swap \(Photo\) - /),
      assets: {
        target_file_path: 'saved-items/c1/face.png',
        source_file_path: 'https://cdn.example/target.png',
      },
    });
    expect(uploads.isDone()).toBe(false);
    expect(out![0]!.json).toMatchObject({ id: 'img-1' });
  });

  it('still uploads the binary field named in Binary Field or URL mode beside a saved item', async () => {
    let asked: unknown;
    nock(API)
      .post('/v1/files/upload-urls', (b) => ((asked = b), true))
      .reply(200, {
        items: [{ upload_url: 'http://storage.test/put/1', file_path: 'api-assets/up.png' }],
      });
    nock('http://storage.test').put('/put/1').reply(200);
    let created: unknown;
    nock(API)
      .post('/v1/face-swap-photo', (b) => ((created = b), true))
      .reply(200, { id: 'img-2' });
    await node.execute.call(
      executeContext({
        params: faceSwapPhoto(
          locator('input', 'data'),
          locator('savedItem', 'saved-items/c1/face.png'),
        ),
        items: [binaryItem('data', new Uint8Array(10).fill(1), 'me.png', 'image/png')],
      }),
    );
    expect(asked).toEqual({ items: [{ type: 'image', extension: 'png' }] });
    expect(created).toEqual({
      name: expect.stringMatching(/^\[n8n-wf-1\] Face Swap \(Photo\) - /),
      assets: {
        target_file_path: 'api-assets/up.png',
        source_file_path: 'saved-items/c1/face.png',
      },
    });
  });

  it('reads a saved item chosen for a face mapping inside the repeatable group', async () => {
    let created: { assets?: { face_mappings?: unknown } } | undefined;
    nock(API)
      .post('/v1/face-swap-photo', (b) => ((created = b), true))
      .reply(200, { id: 'img-3' });
    await node.execute.call(
      executeContext({
        params: {
          ...faceSwapPhoto(locator('input', 'https://cdn.example/target.png'), ''),
          assets_face_swap_mode: 'individual-faces',
          assets_face_mappings: {
            values: [
              {
                original_face: '0-0',
                new_face: locator('savedItem', 'saved-items/c2/face.png'),
              },
            ],
          },
        },
      }),
    );
    expect(created?.assets?.face_mappings).toEqual([
      { original_face: '0-0', new_face: 'saved-items/c2/face.png' },
    ]);
  });
});
