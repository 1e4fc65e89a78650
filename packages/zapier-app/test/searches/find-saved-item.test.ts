import nock from 'nock';
import { callable, SERVICE, run, searchOf, useNock } from '../helpers';

const perform = callable(searchOf('find_saved_item').operation.perform, 'find_saved_item perform');

const items = [
  {
    id: 'c1',
    type: 'character',
    name: 'Ava',
    assets: [
      { file_path: 'saved-items/c1/0.mp4', media_kind: 'VIDEO', is_primary: true },
      { file_path: 'saved-items/c1/1.png', media_kind: 'IMAGE', url: 'https://cdn.test/c1?sig=1' },
    ],
  },
  {
    id: 'c2',
    type: 'character',
    name: 'Bo',
    assets: [{ file_path: 'saved-items/c2/0.png', media_kind: 'IMAGE', is_primary: true }],
  },
];

describe('Find Saved Item', () => {
  useNock();

  it('finds a saved item by name with the file path of its media at the top level', async () => {
    nock(SERVICE)
      .get('/v1/saved-items')
      .query({ limit: '100', type: 'character' })
      .reply(200, { items });
    const found = await run(perform, {
      inputData: { name: 'ava', type: 'character', media: 'image' },
    });
    expect(found).toEqual([
      {
        id: 'c1',
        name: 'Ava',
        type: 'character',
        label: 'Ava (Character)',
        file_path: 'saved-items/c1/1.png',
        media_kind: 'IMAGE',
        preview_url: 'https://cdn.test/c1?sig=1',
      },
    ]);
  });

  it('gives the primary asset without a media filter, and finds nothing for an unknown name', async () => {
    nock(SERVICE).get('/v1/saved-items').query({ limit: '100' }).twice().reply(200, { items });
    const [ava] = (await run(perform, { inputData: { name: 'Ava' } })) as { file_path: string }[];
    expect(ava!.file_path).toBe('saved-items/c1/0.mp4');
    expect(await run(perform, { inputData: { name: 'Zed' } })).toEqual([]);
  });
});
