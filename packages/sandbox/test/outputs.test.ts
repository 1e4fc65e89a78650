import type { Sandbox } from '../src/index';
import { call, download, magic, pollUntil, sandbox, settled } from './helpers';

let sb: Sandbox;
beforeAll(async () => {
  sb = await sandbox();
});
afterAll(() => sb.close());

const url = 'https://cdn.example.com/in';
const tools = [
  {
    path: '/v1/text-to-video',
    kind: 'video',
    body: { end_seconds: 5, style: { prompt: 'waves' } },
    media: ['mp4'],
    type: 'video/mp4',
  },
  {
    path: '/v1/ai-image-generator',
    kind: 'image',
    body: { image_count: 2, style: { prompt: 'a fox' } },
    media: ['png', 'png'],
    type: 'image/png',
  },
  {
    path: '/v1/face-swap-photo',
    kind: 'image',
    body: { assets: { target_file_path: `${url}/t.jpg`, source_file_path: `${url}/s.png` } },
    media: ['jpeg'],
    type: 'image/jpeg',
  },
  {
    path: '/v1/ai-gif-generator',
    kind: 'image',
    body: { style: { prompt: 'dancing cat' } },
    media: ['gif'],
    type: 'image/gif',
  },
  {
    path: '/v1/ai-gif-generator',
    kind: 'image',
    body: { style: { prompt: 'dancing cat' }, output_format: 'mp4' },
    media: ['mp4'],
    type: 'video/mp4',
  },
  {
    path: '/v1/ai-voice-generator',
    kind: 'audio',
    body: { style: { prompt: 'Hello', voice_name: 'Elon Musk' } },
    media: ['mp3'],
    type: 'audio/mpeg',
  },
  {
    path: '/v1/ai-voice-cloner',
    kind: 'audio',
    body: { assets: { audio_file_path: `${url}/v.mp3` }, style: { prompt: 'Hello' } },
    media: ['wav'],
    type: 'audio/wav',
  },
];

describe('outputs', () => {
  it.each(tools)(
    '$path ($kind) outputs real $media files served with their media type',
    async ({ path, kind, body, media, type }) => {
      const created = await call(sb, 'POST', path, body);
      expect(created.status).toBe(200);
      const p = await pollUntil(sb, `/v1/${kind}-projects/${created.body.id}`, settled);
      expect(p.status).toBe('complete');
      expect(p.downloads).toHaveLength(media.length);
      for (const [i, d] of p.downloads.entries()) {
        const file = await download(d.url);
        expect([file.status, file.type, magic(file.bytes)]).toEqual([200, type, media[i]]);
      }
    },
  );

  it('gives download links that expire 24 h ahead, plus the legacy download field for video', async () => {
    const created = await call(sb, 'POST', '/v1/text-to-video', {
      end_seconds: 5,
      style: { prompt: 'waves' },
    });
    const p = await pollUntil(sb, `/v1/video-projects/${created.body.id}`, settled);
    const ahead = Date.parse(p.downloads[0].expires_at) - Date.now();
    expect(ahead).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(ahead).toBeLessThanOrEqual(24 * 3600_000);
    expect(p.download).toEqual(p.downloads[0]);
    expect(p).toMatchObject({
      type: 'TEXT_TO_VIDEO',
      enabled: true,
      error: null,
      fps: expect.any(Number),
      width: expect.any(Number),
      height: expect.any(Number),
      start_seconds: 0,
      end_seconds: 5,
      total_frame_cost: p.credits_charged,
    });
  });

  it('refuses a download link whose signature was altered', async () => {
    const created = await call(sb, 'POST', '/v1/ai-qr-code-generator', {
      content: 'x',
      style: { art_style: 'Mech' },
    });
    const p = await pollUntil(sb, `/v1/image-projects/${created.body.id}`, settled);
    const forged = new URL(p.downloads[0].url);
    forged.searchParams.set('expires', String(Number(forged.searchParams.get('expires')) + 3600));
    expect((await download(forged.toString())).status).toBe(403);
  });

  it('DELETE answers 204, removes the outputs and leaves the project disabled without downloads', async () => {
    const created = await call(sb, 'POST', '/v1/ai-qr-code-generator', {
      content: 'x',
      style: { art_style: 'Mech' },
    });
    const p = await pollUntil(sb, `/v1/image-projects/${created.body.id}`, settled);
    const del = await call(sb, 'DELETE', `/v1/image-projects/${p.id}`);
    expect(del.status).toBe(204);
    expect(del.body).toBeUndefined();
    expect((await download(p.downloads[0].url)).status).toBe(404);
    expect((await call(sb, 'GET', `/v1/image-projects/${p.id}`)).body).toMatchObject({
      enabled: false,
      downloads: [],
    });
    expect((await call(sb, 'DELETE', '/v1/image-projects/cunknown')).status).toBe(404);
  });
});
