import nock from 'nock';
import { GenServiceError, listSavedItems } from '@genservice/core/internal';
import { BASE_URL, nockClient } from '../support/nock-client';

afterEach(() => nock.cleanAll());
beforeAll(() => nock.disableNetConnect());
afterAll(() => nock.enableNetConnect());

describe('listSavedItems', () => {
  it('sends type, limit and cursor and returns the items with the next cursor', async () => {
    nock(BASE_URL)
      .get('/v1/saved-items')
      .query({ type: 'character', limit: '5', cursor: 'c1' })
      .reply(200, {
        items: [
          {
            id: 'si_1',
            type: 'character',
            name: 'Alex',
            assets: [{ file_path: 'saved-items/u/si_1/a.png', is_primary: true, extra: 1 }],
          },
        ],
        next_cursor: 'c2',
      });
    const { client } = nockClient();
    const page = await listSavedItems(client.transport, {
      type: 'character',
      limit: 5,
      cursor: 'c1',
    });
    expect(page.nextCursor).toBe('c2');
    expect(page.items[0]).toMatchObject({ id: 'si_1', name: 'Alex' });
    expect(page.items[0]!.assets[0]).toMatchObject({
      file_path: 'saved-items/u/si_1/a.png',
      extra: 1,
    });
  });

  it('reads a last page without a cursor and an item with unreadable assets as having none', async () => {
    nock(BASE_URL)
      .get('/v1/saved-items')
      .reply(200, { items: [{ id: 'si_2', assets: 'later' }] });
    const { client } = nockClient();
    const page = await listSavedItems(client.transport);
    expect(page).toEqual({ items: [{ id: 'si_2', assets: [] }], nextCursor: null });
  });

  it('rejects an answer without a list of items', async () => {
    nock(BASE_URL).get('/v1/saved-items').reply(200, { data: [] });
    const { client } = nockClient();
    await expect(listSavedItems(client.transport)).rejects.toThrow(GenServiceError);
  });
});

describe('client.savedItems.list', () => {
  it('follows next_cursor through every page and returns all items, newest first', async () => {
    nock(BASE_URL)
      .get('/v1/saved-items')
      .query({ type: 'voice', limit: '100' })
      .reply(200, { items: [{ id: 'si_3', assets: [] }], next_cursor: 'c2' });
    nock(BASE_URL)
      .get('/v1/saved-items')
      .query({ type: 'voice', limit: '100', cursor: 'c2' })
      .reply(200, {
        items: [
          { id: 'si_2', assets: [] },
          { id: 'si_1', assets: [] },
        ],
        next_cursor: null,
      });
    const { client } = nockClient();
    const items = await client.savedItems.list({ type: 'voice' });
    expect(items.map((i) => i.id)).toEqual(['si_3', 'si_2', 'si_1']);
    expect(nock.isDone()).toBe(true);
  });

  it('stops with an error instead of looping when the service repeats a cursor', async () => {
    nock(BASE_URL)
      .get('/v1/saved-items')
      .query(true)
      .times(2)
      .reply(200, { items: [], next_cursor: 'same' });
    const { client } = nockClient();
    await expect(client.savedItems.list()).rejects.toThrow('repeated a page cursor');
  });
});
