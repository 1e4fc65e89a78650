import { savedItemChoices, type SavedItem } from '@genservice/core/internal';

const items: SavedItem[] = [
  {
    id: 'si_3',
    type: 'voice',
    name: 'Narrator',
    assets: [{ file_path: 'saved-items/u/si_3/voice.mp3', media_kind: 'AUDIO', is_primary: true }],
  },
  {
    id: 'si_2',
    type: 'character',
    name: 'Alex',
    assets: [
      { file_path: 'saved-items/u/si_2/turn.mp4', media_kind: 'VIDEO', is_primary: true },
      {
        file_path: 'saved-items/u/si_2/face.png',
        media_kind: 'IMAGE',
        is_primary: false,
        url: 'https://cdn.test/p.png',
      },
    ],
  },
  {
    id: 'si_1',
    type: 'brand_kit',
    name: null,
    assets: [{ file_path: 'saved-items/u/si_1/logo.png', media_kind: 'IMAGE', is_primary: true }],
  },
];

describe('savedItemChoices', () => {
  it('offers each item’s fitting asset for an image input, newest first, with a readable label', () => {
    expect(savedItemChoices(items, ['image'])).toEqual([
      {
        value: 'saved-items/u/si_2/face.png',
        label: 'Alex (Character)',
        itemId: 'si_2',
        url: 'https://cdn.test/p.png',
      },
      { value: 'saved-items/u/si_1/logo.png', label: 'Brand kit si_1', itemId: 'si_1' },
    ]);
  });

  it('prefers the primary asset, and counts a GIF input as video', () => {
    expect(savedItemChoices(items, ['video', 'gif']).map((c) => c.value)).toEqual([
      'saved-items/u/si_2/turn.mp4',
    ]);
    expect(savedItemChoices(items, ['audio', 'video']).map((c) => c.itemId)).toEqual([
      'si_3',
      'si_2',
    ]);
  });

  it('narrows to labels containing the search, ignoring case', () => {
    expect(savedItemChoices(items, ['image', 'audio'], 'narr').map((c) => c.label)).toEqual([
      'Narrator (Voice)',
    ]);
    expect(savedItemChoices(items, ['image'], 'nobody')).toEqual([]);
  });
});
