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
