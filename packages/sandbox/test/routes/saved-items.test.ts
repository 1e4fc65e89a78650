import type { Sandbox } from '../../src/index';
import { call, pollUntil, sandbox } from '../helpers';

let sb: Sandbox;
beforeAll(async () => {
  sb = await sandbox({ apiKey: ['sk_saved', 'sk_other'] });
});
afterAll(() => sb.close());

const add = (body: unknown, key = 'sk_saved') =>
  call(sb, 'POST', '/_sandbox/saved-items', body, key);

describe('GET /v1/saved-items', () => {
  it('lists only the key’s own items, newest first, each asset with a file_path and a 24 h url', async () => {
    const first = await add({ type: 'character', name: 'Alex' });
    const second = await add({ type: 'voice', name: 'Narrator' });
    await add({ type: 'reference' }, 'sk_other');
    const { status, body } = await call(sb, 'GET', '/v1/saved-items', undefined, 'sk_saved');
    expect(status).toBe(200);
    expect(body.items.map((i: { id: string }) => i.id)).toEqual([second.body.id, first.body.id]);
    expect(body.next_cursor).toBeNull();
    const [asset] = body.items[1].assets;
    expect(asset).toMatchObject({
      file_path: expect.stringMatching(/^saved-items\/si_[0-9a-f]+\/0\.png$/),
      media_kind: 'IMAGE',
      is_primary: true,
    });
    const hours = (Date.parse(asset.url_expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23);
    expect(hours).toBeLessThanOrEqual(24);
    expect((await fetch(asset.url)).status).toBe(200);
    expect(body.items[0].assets[0].media_kind).toBe('AUDIO');
  });

  it('pages with limit and next_cursor, and filters by type', async () => {
    const key = 'sk_other';
    for (const name of ['a', 'b', 'c']) await add({ type: 'moodboard', name }, key);
    const page1 = await call(sb, 'GET', '/v1/saved-items?type=moodboard&limit=2', undefined, key);
    expect(page1.body.items.map((i: { name: string }) => i.name)).toEqual(['c', 'b']);
    const page2 = await call(
      sb,
      'GET',
      `/v1/saved-items?type=moodboard&limit=2&cursor=${page1.body.next_cursor}`,
      undefined,
      key,
    );
    expect(page2.body).toMatchObject({ items: [{ name: 'a' }], next_cursor: null });
  });

  it('answers 400 invalid_request for a bad type, limit or cursor', async () => {
    for (const query of ['type=font', 'limit=0', 'limit=101', 'cursor=nope'])
      expect(await call(sb, 'GET', `/v1/saved-items?${query}`)).toMatchObject({
        status: 400,
        body: { code: 'invalid_request', message: expect.stringMatching(/^Invalid value for /) },
      });
  });

  it('takes a saved item’s file_path as a job input, with no upload', async () => {
    const item = await add({ type: 'character', name: 'Face' });
    const created = await call(sb, 'POST', '/v1/face-swap-photo', {
      assets: {
        source_file_path: item.body.assets[0].file_path,
        target_file_path: 'https://cdn.example.com/target.png',
      },
    });
    expect(created.status).toBe(200);
    const done = await pollUntil(
      sb,
      `/v1/image-projects/${created.body.id}`,
      (p) => p.status === 'complete' || p.status === 'error',
    );
    expect(done.status).toBe('complete');
  });

  it('removes an item through the control API, 404 for another key’s', async () => {
    const item = await add({ type: 'brand_kit' });
    const path = `/_sandbox/saved-items/${item.body.id}`;
    expect((await call(sb, 'DELETE', path, undefined, 'sk_other')).status).toBe(404);
    expect((await call(sb, 'DELETE', path)).status).toBe(204);
    const { body } = await call(sb, 'GET', '/v1/saved-items?type=brand_kit');
    expect(body.items).toEqual([]);
  });
});
