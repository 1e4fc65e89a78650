import { createClient } from '@genservice/core';
import { matchesFilters } from '@genservice/core/internal';
import { fakeRuntime, json } from '../uploads/fake-runtime';

function setup() {
  const runtime = fakeRuntime((rec) => {
    if (rec.url.endsWith('/v1/ai-meme-generator'))
      return json(200, { id: 'img_1', credits_charged: 10 });
    if (rec.url.endsWith('/v1/image-projects/img_1'))
      return json(200, { id: 'img_1', status: 'complete', downloads: [] });
    return json(404, { message: 'Not Found' });
  });
  const client = createClient({ apiKey: 'sk-tag', baseUrl: 'https://api.test', runtime });
  const sentName = () => {
    const call = runtime.calls.find((c) => c.url.endsWith('/v1/ai-meme-generator'));
    return (JSON.parse(String(call?.text)) as { name?: string }).name;
  };
  return { client, sentName, runtime };
}

const meme = { style: { topic: 'Mondays', template: 'Drake Hotline Bling' } };

describe('creator tag on creates', () => {
  it('names the project [tag] <name> so a created_by filter hears it', async () => {
    const { client, sentName } = setup();
    await client.run('ai-meme-generator', { ...meme, name: 'Weekly' }, { creatorTag: 'wf-42' });
    expect(sentName()).toBe('[wf-42] Weekly');
    expect(matchesFilters({ created_by: 'wf-42' }, { name: sentName() })).toBe(true);
    expect(matchesFilters({ created_by: 'wf-4' }, { name: sentName() })).toBe(false);
  });

  it('names an untitled project as the service would (tool and date) after the tag, and does not tag twice', async () => {
    const a = setup();
    await a.client.create('ai-meme-generator', meme, { creatorTag: 'zap_7' });
    expect(a.sentName()).toBe('[zap_7] AI Meme Generator - 2023-11-14 22:13');
    const b = setup();
    await b.client.create(
      'ai-meme-generator',
      { ...meme, name: '[zap_7] Again' },
      { creatorTag: 'zap_7' },
    );
    expect(b.sentName()).toBe('[zap_7] Again');
  });

  it('keeps a dedupe key fingerprint of the inputs as given, so tagging never conflicts a re-run', async () => {
    const { client, sentName, runtime } = setup();
    await client.create('ai-meme-generator', { ...meme, name: 'Keyed' }, { idempotencyKey: 'k1' });
    const again = await client.create(
      'ai-meme-generator',
      { ...meme, name: 'Keyed' },
      { idempotencyKey: 'k1', creatorTag: 'wf-9' },
    );
    expect(again.reused).toBe(true);
    expect(sentName()).toBe('Keyed');
    const sends = runtime.calls.filter((c) => c.url.endsWith('/v1/ai-meme-generator'));
    expect(sends).toHaveLength(1);
  });

  it('leaves the name alone without a tag', async () => {
    const { client, sentName } = setup();
    await client.create('ai-meme-generator', { ...meme, name: 'Plain' });
    expect(sentName()).toBe('Plain');
  });
});
