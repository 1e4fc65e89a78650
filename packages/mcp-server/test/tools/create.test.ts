import nock from 'nock';
import { connectInProcess, structured, BASE_URL, API_KEY } from '../support/in-process';

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

const IMAGE = 'https://cdn.test.local/face.png';
const photoSwap = { assets: { source_file_path: IMAGE, target_file_path: IMAGE } };

describe('create tools', () => {
  it('refuses a tool the catalog cannot price when max_credits is set, sending nothing', async () => {
    const { client, close } = await connectInProcess();
    const result = await client.callTool({
      name: 'ai_image_generator',
      arguments: { image_count: 1, style: { prompt: 'a red fox' }, max_credits: 100 },
    });
    expect(result.isError).toBe(true);
    expect(structured(result)).toMatchObject({
      refused: true,
      credits_estimated: null,
      max_credits: 100,
    });
    expect(String(structured(result).error)).toMatch(/no credit estimate/);
    await close();
  });

  it('refuses a call whose estimate passes its own max_credits, with the estimate', async () => {
    const { client, close } = await connectInProcess();
    const result = await client.callTool({
      name: 'face_swap_photo',
      arguments: { ...photoSwap, max_credits: 5 },
    });
    expect(structured(result)).toMatchObject({
      refused: true,
      credits_estimated: 10,
      max_credits: 5,
    });
    await close();
  });

  it('counts a create against the session cap and lets a repeat reuse the project for free', async () => {
    const { client, ctx, close } = await connectInProcess({ maxCredits: 15 });
    nock(BASE_URL)
      .post('/v1/face-swap-photo')
      .once()
      .reply(200, { id: 'img_1', credits_charged: 10 });
    nock(BASE_URL)
      .get('/v1/image-projects/img_1')
      .times(3)
      .reply(200, { id: 'img_1', status: 'queued' });
    const first = structured(
      await client.callTool({ name: 'face_swap_photo', arguments: photoSwap }),
    );
    expect(first).toMatchObject({ project_id: 'img_1', reused: false, remaining_credits: 5 });
    const again = structured(
      await client.callTool({ name: 'face_swap_photo', arguments: photoSwap }),
    );
    expect(again).toMatchObject({ project_id: 'img_1', reused: true, remaining_credits: 5 });
    const other = await client.callTool({
      name: 'face_swap_photo',
      arguments: { ...photoSwap, dedupe_key: 'second' },
    });
    expect(structured(other)).toMatchObject({
      refused: true,
      remaining_credits: 5,
      session_cap: 15,
    });
    expect(ctx.budget.spent()).toBe(10);
    await close();
  });

  it('answers a validation error in the service’s words and creates nothing', async () => {
    const { client, close } = await connectInProcess();
    const result = await client.callTool({ name: 'face_swap_photo', arguments: { assets: {} } });
    expect(result.isError).toBe(true);
    expect(String(structured(result).error)).toMatch(
      /Missing required field: assets\.target_file_path/,
    );
    expect(structured(result)).toMatchObject({
      type: 'ValidationError',
      hint: 'Fix the arguments the message names, then call the tool again.',
    });
    await close();
  });

  it('over HTTP refuses a local path with what to do instead', async () => {
    const { client, close } = await connectInProcess({}, false);
    const result = await client.callTool({
      name: 'face_swap_photo',
      arguments: { assets: { source_file_path: '/tmp/face.png', target_file_path: IMAGE } },
    });
    expect(String(structured(result).error)).toMatch(/cannot read "\/tmp\/face.png".*upload_file/);
    await close();
  });

  it('never shows the API key in an error', async () => {
    const { client, close } = await connectInProcess();
    nock(BASE_URL)
      .post('/v1/face-swap-photo')
      .reply(401, { message: `bad key ${API_KEY}` });
    const result = await client.callTool({ name: 'face_swap_photo', arguments: photoSwap });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result)).not.toContain(API_KEY);
    await close();
  });
});
