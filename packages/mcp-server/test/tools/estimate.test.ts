import nock from 'nock';
import { connectInProcess, structured, BASE_URL } from '../support/in-process';

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

const IMAGE = 'https://cdn.test.local/face.png';
const args = { assets: { source_file_path: IMAGE, target_file_path: IMAGE } };

describe('estimate_credits', () => {
  it('prices a call and says whether the session cap allows it, creating nothing', async () => {
    const { client, close } = await connectInProcess({ maxCredits: 8 });
    const result = structured(
      await client.callTool({
        name: 'estimate_credits',
        arguments: { tool: 'face_swap_photo', arguments: args },
      }),
    );
    expect(result).toMatchObject({
      credits_estimated: 10,
      remaining_credits: 8,
      session_cap: 8,
      allowed: false,
      typical_seconds: 15,
    });
    expect(String(result.reason)).toMatch(
      /estimated at 10 credits, more than the 8 credits allowed/,
    );
    await close();
  });

  it('says a repeat of a created call reuses its project and costs nothing', async () => {
    const { client, close } = await connectInProcess();
    nock(BASE_URL).post('/v1/face-swap-photo').reply(200, { id: 'img_1' });
    nock(BASE_URL).get('/v1/image-projects/img_1').reply(200, { id: 'img_1', status: 'rendering' });
    await client.callTool({ name: 'face_swap_photo', arguments: args });
    const result = structured(
      await client.callTool({
        name: 'estimate_credits',
        arguments: { tool: 'face_swap_photo', arguments: args },
      }),
    );
    expect(result).toMatchObject({ reuses_project: true, allowed: true });
    await close();
  });

  it('names what it expects when the tool is not a create tool', async () => {
    const { client, close } = await connectInProcess();
    const result = await client.callTool({
      name: 'estimate_credits',
      arguments: { tool: 'get_project' },
    });
    expect(result.isError).toBe(true);
    expect(String(structured(result).error)).toMatch(
      /expected a create tool's name, e.g. face_swap_photo/,
    );
    await close();
  });
});
