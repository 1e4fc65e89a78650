import nock from 'nock';
import type { ILoadOptionsFunctions, INodeProperties } from 'n8n-workflow';
import { GenService } from '../../../../../n8n-nodes/nodes/GenService/GenService.node';
import {
  savedItemSearches,
  savedItemsMethod,
} from '../../../../../n8n-nodes/nodes/GenService/methods/savedItems';
import { CREDENTIALS, fakeHttpRequest } from '../../../helpers/context';

const API = CREDENTIALS.baseUrl;

function ctx() {
  return {
    getCredentials: async () => CREDENTIALS,
    getNode: () => ({ name: 'Magic Hour' }),
    helpers: { httpRequest: fakeHttpRequest() },
  } as unknown as ILoadOptionsFunctions;
}

const item = (id: string, type: string, name: string | null, kinds: string[]) => ({
  id,
  type,
  name,
  assets: kinds.map((k, n) => ({
    file_path: `saved-items/${id}/${n}.${k === 'AUDIO' ? 'mp3' : 'png'}`,
    media_kind: k,
    is_primary: n === 0,
    url: `https://cdn.test/${id}/${n}?sig=1`,
  })),
});

/** Every list method a rendered property (or a property nested in it) names. */
function listMethods(props: readonly INodeProperties[]): string[] {
  return props.flatMap((p) => [
    ...(p.modes ?? []).flatMap((m) => {
      const method = m.typeOptions?.searchListMethod;
      return method ? [method] : [];
    }),
    ...((p.options ?? []) as object[]).flatMap((o) =>
      'values' in o
        ? listMethods(o.values as INodeProperties[])
        : 'type' in o
          ? listMethods([o as INodeProperties])
          : [],
    ),
  ]);
}

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('"From Saved Item" lists of file inputs', () => {
  it('lists the saved items holding an image for an image input, across pages, valued by file_path', async () => {
    nock(API)
      .get('/v1/saved-items')
      .query({ limit: '100' })
      .reply(200, {
        items: [
          item('c1', 'character', 'Ava', ['IMAGE']),
          item('v1', 'voice', 'Narrator', ['AUDIO']),
        ],
        next_cursor: 'p2',
      });
    nock(API)
      .get('/v1/saved-items')
      .query({ limit: '100', cursor: 'p2' })
      .reply(200, {
        items: [item('r1', 'reference', null, ['AUDIO', 'IMAGE'])],
        next_cursor: null,
      });
    const search = savedItemSearches()[savedItemsMethod(['image'])]!;
    const { results } = await search.call(ctx());
    expect(results).toEqual([
      {
        name: 'Ava (Character)',
        value: 'saved-items/c1/0.png',
        url: 'https://cdn.test/c1/0?sig=1',
      },
      { name: 'Reference r1', value: 'saved-items/r1/1.png', url: 'https://cdn.test/r1/1?sig=1' },
    ]);
  });

  it('lists only voices and other audio for an audio input, filtered by name', async () => {
    nock(API)
      .get('/v1/saved-items')
      .query(true)
      .reply(200, {
        items: [
          item('c1', 'character', 'Ava', ['IMAGE']),
          item('v1', 'voice', 'Narrator', ['AUDIO']),
          item('v2', 'voice', 'Host', ['AUDIO']),
        ],
        next_cursor: null,
      });
    const search = savedItemSearches()[savedItemsMethod(['audio'])]!;
    const { results } = await search.call(ctx(), 'narr');
    expect(results.map((r) => r.value)).toEqual(['saved-items/v1/0.mp3']);
  });

  it('names a list method the node has for every file input of every tool, nested ones included', () => {
    const node = new GenService();
    const methods = listMethods(node.description.properties);
    expect(methods).toEqual(expect.arrayContaining(['searchSavedImage', 'searchSavedVideo']));
    expect(methods).toContain(savedItemsMethod(['audio', 'video']));
    for (const method of new Set(methods)) expect(node.methods.listSearch).toHaveProperty(method);
  });
});
