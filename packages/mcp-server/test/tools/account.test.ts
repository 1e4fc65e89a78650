import nock from 'nock';
import { connectInProcess, structured, BASE_URL } from '../support/in-process';

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('list_saved_items', () => {
  it('passes the filters and answers the items with their file paths and the next cursor', async () => {
    const { client, close } = await connectInProcess();
    nock(BASE_URL)
      .get('/v1/saved-items')
      .query({ type: 'voice', limit: '2' })
      .reply(200, {
        items: [{ id: 'si_1', type: 'voice', assets: [{ file_path: 'saved-items/u/si_1/v.mp3' }] }],
        next_cursor: null,
      });
    const result = structured(
      await client.callTool({ name: 'list_saved_items', arguments: { type: 'voice', limit: 2 } }),
    );
    expect(result).toMatchObject({
      items: [{ id: 'si_1', assets: [{ file_path: 'saved-items/u/si_1/v.mp3' }] }],
      next_cursor: null,
    });
    await close();
  });
});

describe('get_account', () => {
  it('answers the balance and plan with what the session cap leaves', async () => {
    const { client, close } = await connectInProcess({ maxCredits: 100 });
    nock(BASE_URL).get('/v1/account').reply(200, { credits: 1520, tier: 'creator' });
    const result = structured(await client.callTool({ name: 'get_account', arguments: {} }));
    expect(result).toEqual({
      credits: 1520,
      plan: 'creator',
      session_cap: 100,
      session_spent_estimated: 0,
      remaining_credits: 100,
    });
    await close();
  });
});

describe('delete_project', () => {
  it('deletes a project of the kind given', async () => {
    const { client, close } = await connectInProcess();
    const scope = nock(BASE_URL).delete('/v1/video-projects/vid_1').reply(204);
    const result = structured(
      await client.callTool({
        name: 'delete_project',
        arguments: { project_id: 'vid_1', kind: 'video' },
      }),
    );
    expect(result).toEqual({ project_id: 'vid_1', kind: 'video', deleted: true });
    expect(scope.isDone()).toBe(true);
    await close();
  });
});

describe('upload_file', () => {
  it('over HTTP refuses a local path and asks for the bytes instead', async () => {
    const { client, close } = await connectInProcess({}, false);
    const result = await client.callTool({
      name: 'upload_file',
      arguments: { path: '/tmp/a.png' },
    });
    expect(result.isError).toBe(true);
    expect(String(structured(result).error)).toMatch(/send data_base64 with filename/);
    await close();
  });
});
