import nock from 'nock';
import {
  App,
  SERVICE,
  appTester,
  authData,
  callable,
  required,
  searchOf,
  useNock,
} from './helpers';

const RPC = 'https://rpc.zapier.com';
const STASH = 'https://zapier-stash.example.test';
const downloadFile = callable(required(App.hydrators, 'hydrators').downloadFile, 'downloadFile');

/** The payload of a dehydrated file pointer (`hydrate|||{json}|||hydrate`). */
function pointer(value: unknown): { method: string; bundle: Record<string, unknown> } {
  const match = /^hydrate\|\|\|(.*)\|\|\|hydrate$/.exec(String(value));
  if (!match) throw new Error(`not a file pointer: ${String(value)}`);
  return JSON.parse(match[1]!);
}

/** An RPC request body, sent as a JSON string. */
const rpcBody = (body: unknown): { id: string; method: string } =>
  typeof body === 'string' ? JSON.parse(body) : (body as { id: string; method: string });

describe('output files that outlive the 24-hour download URL', () => {
  useNock();
  const saved = process.env.ZAPIER_DEPLOY_KEY;
  beforeAll(() => (process.env.ZAPIER_DEPLOY_KEY = 'test-deploy-key'));
  afterAll(() => (process.env.ZAPIER_DEPLOY_KEY = saved));

  it('outputs a file pointer that holds only the kind and id of a finished project', async () => {
    nock(SERVICE)
      .get('/v1/video-projects/v-1')
      .reply(200, {
        id: 'v-1',
        status: 'complete',
        downloads: [{ url: `${STASH}/signed/v-1.mp4?X-Amz-Signature=abc` }],
      });
    const [found] = (await appTester(
      callable(searchOf('find_project').operation.perform, 'find_project'),
      { authData: authData(), inputData: { project_id: 'v-1', kind: 'video' } },
    )) as { download_file: string }[];
    expect(pointer(found!.download_file)).toEqual({
      type: 'file',
      method: 'hydrators.downloadFile',
      bundle: { kind: 'video', project_id: 'v-1', index: 0 },
    });
    expect(found!.download_file).not.toContain('X-Amz-Signature');
  });

  it('has no file pointer while the project is not finished', async () => {
    nock(SERVICE).get('/v1/image-projects/i-1').reply(200, { id: 'i-1', status: 'rendering' });
    const [found] = (await appTester(
      callable(searchOf('find_project').operation.perform, 'find_project'),
      { authData: authData(), inputData: { project_id: 'i-1', kind: 'image' } },
    )) as { download_file: string | null }[];
    expect(found!.download_file).toBeNull();
  });

  it('hydrates by reading the project again (fresh URL) and stashing the file under its name', async () => {
    nock(SERVICE)
      .get('/v1/video-projects/v-1')
      .reply(200, {
        id: 'v-1',
        name: 'Summer Promo',
        status: 'complete',
        downloads: [{ url: `${STASH}/fresh/output.mp4?sig=new` }],
      });
    nock(STASH)
      .get('/fresh/output.mp4')
      .query({ sig: 'new' })
      .reply(200, 'mp4 bytes', { 'content-type': 'video/mp4', 'content-length': '9' });
    nock(RPC)
      .post('/cli', (body) => rpcBody(body).method === 'get_presigned_upload_post_data')
      .reply(200, (_uri, body) => ({
        id: rpcBody(body).id,
        result: { url: `${STASH}/`, fields: { key: 'stash/1/Summer Promo.mp4' } },
      }));
    let uploadedAs = '';
    nock(STASH)
      .post('/', (body: string) => {
        uploadedAs = /filename="([^"]+)"/.exec(body)?.[1] ?? '';
        return true;
      })
      .reply(204);
    const url = await appTester(downloadFile, {
      authData: authData(),
      inputData: { kind: 'video', project_id: 'v-1', index: 0 },
    });
    expect(url).toBe(`${STASH}/stash/1/Summer%20Promo.mp4`);
    expect(uploadedAs).toBe('Summer Promo.mp4');
  });
});
