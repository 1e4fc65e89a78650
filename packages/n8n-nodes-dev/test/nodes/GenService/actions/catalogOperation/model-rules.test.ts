import nock from 'nock';
import { NodeOperationError } from 'n8n-workflow';
import { GenService } from '../../../../../../n8n-nodes/nodes/GenService/GenService.node';
import { binaryItem, executeContext } from '../../../../helpers/context';

const API = 'http://api.test';

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('Magic Hour node: model options', () => {
  it('show each model’s price in its name and its price rule as its description', () => {
    const model = new GenService().description.properties.find(
      (p) => p.name === 'model' && p.displayOptions?.show?.operation?.includes('text-to-video'),
    );
    expect(model?.options).toContainEqual({
      name: 'Kling 2.6 · 36 Credits/s at 720p · 5, 10s · up to 1080p',
      value: 'kling-2.6',
      description:
        '36 credits per second at 720p, 72 at 1080p; no audio. Makes 5 or 10 s videos at 720p or 1080p.',
    });
    expect(model?.description).toMatch(/^The video model\. Each option shows its lowest price/);
  });
});

describe('Magic Hour node: per-model rules', () => {
  it('refuses a duration the model does not make, in form labels, uploading and creating nothing', async () => {
    nock(API).persist().get('/v1/account').reply(200, { credits: 100_000 });
    const uploads = nock(API).post('/v1/files/upload-urls').reply(200, { items: [] });
    const creates = nock(API).post('/v1/image-to-video').reply(200, { id: 'v-1' });
    const run = new GenService().execute.call(
      executeContext({
        params: {
          resource: 'video',
          operation: 'image-to-video',
          assets_image_file_path: 'photo',
          model: 'kling-2.6',
          end_seconds: 7,
          additionalFields: {},
          waitForCompletion: false,
          options: {},
        },
        items: [binaryItem('photo', new Uint8Array(10), 'me.png', 'image/png')],
      }),
    );
    await expect(run).rejects.toBeInstanceOf(NodeOperationError);
    await expect(run).rejects.toThrow(
      'Kling 2.6 makes 5 or 10 s videos; Duration (Seconds) (end_seconds) is 7',
    );
    await expect(run).rejects.toMatchObject({
      description: expect.stringContaining('pick another model'),
    });
    expect(uploads.isDone()).toBe(false);
    expect(creates.isDone()).toBe(false);
  });
});
