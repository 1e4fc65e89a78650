import { request } from 'node:http';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createClient } from '@genservice/core/node';
import type { Sandbox } from '../../src/index';
import { call, download, eventually, sample, sandbox, SAMPLES } from '../helpers';

let sb: Sandbox;
beforeAll(async () => {
  sb = await sandbox({ maxUploadBytes: 64 * 1024 });
});
afterAll(() => sb.close());

const urls = (items: { type: string; extension: string }[]) =>
  call(sb, 'POST', '/v1/files/upload-urls', { items });

/** A raw PUT (optionally chunked, without Content-Length) of `chunks` to `url`. */
function put(url: string, chunks: Buffer[], chunked = false): Promise<number> {
  return new Promise((resolve, reject) => {
    const total = chunks.reduce((n, c) => n + c.length, 0);
    const req = request(
      url,
      { method: 'PUT', headers: chunked ? {} : { 'content-length': total } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    for (const c of chunks) req.write(c);
    req.end();
  });
}

describe('POST /v1/files/upload-urls', () => {
  it('returns items in request order with upload_url, expires_at and an api-assets file_path', async () => {
    const { status, body } = await urls([
      { type: 'video', extension: 'mp4' },
      { type: 'audio', extension: 'mp3' },
      { type: 'image', extension: 'png' },
    ]);
    expect(status).toBe(200);
    expect(body.items.map((i: { file_path: string }) => i.file_path)).toEqual([
      expect.stringMatching(/^api-assets\/[a-z0-9]+\/[\w-]+\.mp4$/),
      expect.stringMatching(/^api-assets\/[a-z0-9]+\/[\w-]+\.mp3$/),
      expect.stringMatching(/^api-assets\/[a-z0-9]+\/[\w-]+\.png$/),
    ]);
    for (const item of body.items) {
      expect(item.upload_url).toContain(`/${item.file_path}?`);
      expect(Date.parse(item.expires_at)).toBeGreaterThan(Date.now());
    }
  });

  it('checks extensions per type; a GIF may be requested as the gif or the video type', async () => {
    const bad = await urls([
      { type: 'image', extension: 'mp4' },
      { type: 'video', extension: 'exe' },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('items[0].extension');
    expect(bad.body.message).toContain('items[1].extension');
    expect((await urls([{ type: 'gif', extension: 'gif' }])).status).toBe(200);
    expect((await urls([{ type: 'video', extension: 'gif' }])).status).toBe(200);
    expect((await urls([{ type: 'audio', extension: 'gif' }])).status).toBe(400);
  });

  it('requires at least one item', async () => {
    expect(await urls([])).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('items') },
    });
    expect(await call(sb, 'POST', '/v1/files/upload-urls', {})).toMatchObject({
      status: 400,
      body: { message: 'Missing required field: items (expected array)' },
    });
  });
});

describe('PUT to the upload URL', () => {
  it('stores the bytes without Authorization so that a download-free job can use them (core client upload)', async () => {
    const client = createClient({ apiKey: sb.apiKey, baseUrl: sb.baseUrl });
    const { filePath } = await client.files.upload({ path: join(SAMPLES, 'face.png') });
    expect(existsSync(join(sb.dataDir, 'storage', filePath))).toBe(true);
  });

  it('streams the body to disk while it arrives (the bytes are on disk before the request ends)', async () => {
    const { body } = await urls([{ type: 'video', extension: 'mp4' }]);
    const dir = join(sb.dataDir, 'storage', dirname(body.items[0].file_path));
    const req = request(body.items[0].upload_url, {
      method: 'PUT',
      headers: { 'content-length': 40 * 1024 },
    });
    const status = new Promise<number>((resolve, reject) => {
      req.on('response', (res) => (res.resume(), resolve(res.statusCode ?? 0)));
      req.on('error', reject);
    });
    req.write(Buffer.alloc(20 * 1024, 7));
    const onDisk = () =>
      existsSync(dir) ? readdirSync(dir).reduce((n, f) => n + statSync(join(dir, f)).size, 0) : 0;
    await eventually(() => onDisk() === 20 * 1024);
    expect(existsSync(join(sb.dataDir, 'storage', body.items[0].file_path))).toBe(false);
    req.end(Buffer.alloc(20 * 1024, 7));
    expect(await status).toBe(200);
    expect(statSync(join(sb.dataDir, 'storage', body.items[0].file_path)).size).toBe(40 * 1024);
  });

  it('rejects a tampered URL with 403', async () => {
    const { body } = await urls([{ type: 'image', extension: 'png' }]);
    const url = new URL(body.items[0].upload_url);
    url.pathname = url.pathname.replace('.png', '2.png');
    expect(await put(url.toString(), [sample('face.png')])).toBe(403);
    const sig = new URL(body.items[0].upload_url);
    sig.searchParams.set('expires', String(Number(sig.searchParams.get('expires')) + 60));
    expect(await put(sig.toString(), [sample('face.png')])).toBe(403);
  });

  it('rejects an expired URL with 403', async () => {
    const short = await sandbox({ uploadUrlTtlSec: 0 });
    try {
      const { body } = await call(short, 'POST', '/v1/files/upload-urls', {
        items: [{ type: 'image', extension: 'png' }],
      });
      expect(await put(body.items[0].upload_url, [sample('face.png')])).toBe(403);
    } finally {
      await short.close();
    }
  });

  it('refuses a body over the size limit with 413, by Content-Length or mid-stream, and keeps no file', async () => {
    const { body } = await urls([
      { type: 'video', extension: 'mp4' },
      { type: 'video', extension: 'mp4' },
    ]);
    const big = Array.from({ length: 5 }, () => Buffer.alloc(16 * 1024, 1));
    expect(await put(body.items[0].upload_url, big)).toBe(413);
    expect(await put(body.items[1].upload_url, big, true)).toBe(413);
    for (const item of body.items)
      expect(existsSync(join(sb.dataDir, 'storage', item.file_path))).toBe(false);
  });

  it('does not serve uploads back without a signed GET URL', async () => {
    const { body } = await urls([{ type: 'image', extension: 'png' }]);
    await put(body.items[0].upload_url, [sample('face.png')]);
    expect((await download(`${sb.baseUrl}/${body.items[0].file_path}`)).status).toBe(403);
  });
});
