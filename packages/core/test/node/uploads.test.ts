import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport } from '../../src/client/transport';
import { createClient } from '../../src/node';
import { createNodeRuntime } from '../../src/node/runtime';
import { nodeSourceResolver } from '../../src/node/sources';
import { createFiles } from '../../src/uploads/files';
import { startLoopback, type Loopback } from './loopback';

let server: Loopback;
let dir: string;
beforeEach(async () => {
  server = await startLoopback();
  dir = await mkdtemp(join(tmpdir(), 'gs-up-'));
});
afterEach(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

/** The service's upload-urls endpoint and storage, both on the loopback server. */
function serveStorage(failFirstPuts = 0) {
  let puts = 0;
  server.handle((req, res, body) => {
    if (req.method === 'POST' && req.url === '/v1/files/upload-urls') {
      const { items } = JSON.parse(body.toString()) as { items: { extension: string }[] };
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          items: items.map((it, i) => ({
            upload_url: `${server.url}/store/${i}.${it.extension}?sig=SIG${i}`,
            expires_at: '2030-01-01T00:00:00Z',
            file_path: `api-assets/x/${i}.${it.extension}`,
          })),
        }),
      );
    } else if (req.method === 'PUT') {
      res.statusCode = ++puts <= failFirstPuts ? 503 : 200;
      res.end();
    } else if (req.url === '/v1/video-projects/p1') {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          id: 'p1',
          status: 'complete',
          downloads: [
            { url: `${server.url}/out/render.mp4?sig=fresh`, expires_at: '2099-01-01T00:00:00Z' },
          ],
        }),
      );
    } else if (req.url === '/out/render.mp4?sig=fresh') {
      res.end('rendered');
    } else {
      res.statusCode = 404;
      res.end();
    }
  });
}

function files(maxRetries = 2) {
  const runtime = createNodeRuntime();
  const transport = createTransport({
    apiKey: 'sk-TOPSECRET',
    baseUrl: server.url,
    runtime,
    maxRetries,
  });
  return createFiles(transport, { resolveSource: nodeSourceResolver });
}

describe('uploads through the Node runtime', () => {
  it('uploads two files with one upload-urls call and two PUTs that carry no Authorization', async () => {
    serveStorage();
    const video = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
    const image = Buffer.from('png-bytes');
    await writeFile(join(dir, 'clip.mp4'), video);
    const out = await files().uploadMany([
      { path: join(dir, 'clip.mp4') },
      { data: image, filename: 'face.png' },
    ]);

    expect(out).toEqual([{ filePath: 'api-assets/x/0.mp4' }, { filePath: 'api-assets/x/1.png' }]);
    const [urls, ...puts] = server.received;
    expect(urls!.headers.authorization).toBe('Bearer sk-TOPSECRET');
    expect(puts.map((p) => p.method)).toEqual(['PUT', 'PUT']);
    const mp4 = puts.find((p) => p.url.startsWith('/store/0.mp4'))!;
    expect(mp4.url).toBe('/store/0.mp4?sig=SIG0');
    expect(mp4.headers['content-length']).toBe(String(video.length));
    expect(mp4.headers['content-type']).toBe('video/mp4');
    expect(mp4.bytes.equals(video)).toBe(true);
    const png = puts.find((p) => p.url.startsWith('/store/1.png'))!;
    expect(png.bytes.equals(image)).toBe(true);
    for (const put of puts) expect(put.headers.authorization).toBeUndefined();
  });

  it('reopens a file from disk when a PUT is retried after 503', async () => {
    serveStorage(1);
    const bytes = Buffer.alloc(200_000, 3);
    await writeFile(join(dir, 'voice.m4a'), bytes);
    expect(await files().upload({ path: join(dir, 'voice.m4a') })).toEqual({
      filePath: 'api-assets/x/0.m4a',
    });
    const puts = server.received.filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts[1]!.bytes.equals(bytes)).toBe(true);
  });

  it('rejects a missing file before asking for upload URLs', async () => {
    serveStorage();
    await expect(files().upload({ path: join(dir, 'nope.mp4') })).rejects.toThrow(
      `Invalid value for file: no file at ${join(dir, 'nope.mp4')}`,
    );
    expect(server.received).toHaveLength(0);
  });

  it('uses the filename override to pick the type of a path without an extension', async () => {
    serveStorage();
    await writeFile(join(dir, 'blob'), 'abc');
    await files().upload({ path: join(dir, 'blob'), filename: 'take.webm' }, { types: ['audio'] });
    expect(JSON.parse(server.received[0]!.bytes.toString())).toEqual({
      items: [{ type: 'audio', extension: 'webm' }],
    });
    expect(server.received[1]!.headers['content-type']).toBe('audio/webm');
  });

  it('gives the Node client path uploads and downloads that refresh through its projects API', async () => {
    serveStorage();
    await writeFile(join(dir, 'face.heic'), 'heic');
    const client = createClient({ apiKey: 'sk-TOPSECRET', baseUrl: server.url });
    expect(await client.files.upload({ path: join(dir, 'face.heic') })).toEqual({
      filePath: 'api-assets/x/0.heic',
    });
    expect(JSON.parse(server.received[0]!.bytes.toString())).toEqual({
      items: [{ type: 'image', extension: 'heic' }],
    });
    const stale = {
      id: 'p1',
      status: 'complete',
      downloads: [
        { url: `${server.url}/out/render.mp4?sig=old`, expires_at: '2001-01-01T00:00:00Z' },
      ],
    };
    const [saved] = await client.downloads.save(stale, dir, { kind: 'video' });
    expect(await readFile(saved!, 'utf8')).toBe('rendered');
    const [, , read, fetched] = server.received;
    expect(read).toMatchObject({ method: 'GET', url: '/v1/video-projects/p1' });
    expect(read!.headers.authorization).toBe('Bearer sk-TOPSECRET');
    expect(fetched!.headers.authorization).toBeUndefined();
  });
});
