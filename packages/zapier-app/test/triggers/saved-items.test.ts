import nock from 'nock';
import { SERVICE, run, triggerOf, triggerPerformOf, useNock } from '../helpers';

const item = (id: string, type: string, name: string | null, kinds: string[]) => ({
  id,
  type,
  name,
  assets: kinds.map((k, n) => ({
    file_path: `saved-items/${id}/${n}.${k === 'AUDIO' ? 'mp3' : k === 'VIDEO' ? 'mp4' : 'png'}`,
    media_kind: k,
    is_primary: n === 0,
  })),
});

describe('the "From Saved Item" dropdown triggers', () => {
  useNock();

  it('lists every page of saved items holding an image, valued by file_path, for image inputs', async () => {
    nock(SERVICE)
      .get('/v1/saved-items')
      .query({ limit: '100' })
      .reply(200, {
        items: [item('c1', 'character', 'Ava', ['IMAGE']), item('v1', 'voice', 'Host', ['AUDIO'])],
        next_cursor: 'n2',
      });
    nock(SERVICE)
      .get('/v1/saved-items')
      .query({ limit: '100', cursor: 'n2' })
      .reply(200, { items: [item('b1', 'brand_kit', 'Acme', ['VIDEO', 'IMAGE'])] });
    const choices = await run(triggerPerformOf('saved_items_image'));
    expect(choices).toEqual([
      { id: 'saved-items/c1/0.png', name: 'Ava (Character)' },
      { id: 'saved-items/b1/1.png', name: 'Acme (Brand kit)' },
    ]);
  });

  it('offers voices to audio-or-video inputs (Lip Sync audio) and nothing on later pages', async () => {
    nock(SERVICE)
      .get('/v1/saved-items')
      .query(true)
      .reply(200, {
        items: [item('c1', 'character', 'Ava', ['IMAGE']), item('v1', 'voice', 'Host', ['AUDIO'])],
      });
    const perform = triggerPerformOf('saved_items_audio_video');
    expect(await run(perform)).toEqual([{ id: 'saved-items/v1/0.mp3', name: 'Host (Voice)' }]);
    expect(await run(perform, { meta: { page: 1 } })).toEqual([]);
  });

  it('hides the triggers from the Zap editor', () => {
    for (const key of ['saved_items_image', 'saved_items_video', 'saved_items_audio'])
      expect(triggerOf(key).display).toMatchObject({ hidden: true });
  });
});
