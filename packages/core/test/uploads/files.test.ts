import { ConnectionError, InternalServerError, ValidationError } from '../../src/errors';
import { createTransport } from '../../src/client/transport';
import { createFiles } from '../../src/uploads/files';
import { isLocalSource, type SourceResolver } from '../../src/uploads/sources';
import { fakeRuntime, json, uploadUrlsAnswer, type Responder } from './fake-runtime';

const ok = { status: 200, headers: {}, text: '' };
const bytes = (n: number, seed = 1) => Uint8Array.from({ length: n }, (_, i) => (i * seed) % 251);

function setup(respond: Responder, resolveSource?: SourceResolver) {
  const runtime = fakeRuntime(respond);
  const files = createFiles(
    createTransport({ apiKey: 'sk-live-KEY', baseUrl: 'https://api.test', runtime, maxRetries: 2 }),
    { resolveSource },
  );
  return { runtime, files };
}
const storage: Responder = (rec) => (rec.method === 'POST' ? uploadUrlsAnswer(rec) : ok);

describe('files.uploadMany', () => {
  it('makes one upload-urls call for a batch, then PUTs each file without Authorization', async () => {
    const { runtime, files } = setup(storage);
    const video = bytes(200_000, 3);
    const voice = new Blob([bytes(1234, 7)]);
    const out = await files.uploadMany(
      [
        { data: video, filename: 'clip.MP4' },
        { data: voice, filename: 'voice.webm' },
      ],
      { targets: [undefined, { types: ['audio'] }] },
    );

    expect(out).toEqual([
      { filePath: 'api-assets/a0/f0.mp4' },
      { filePath: 'api-assets/a1/f1.webm' },
    ]);
    const [urls, ...puts] = runtime.calls;
    expect(urls).toMatchObject({ method: 'POST', url: 'https://api.test/v1/files/upload-urls' });
    expect(JSON.parse(urls!.text!)).toEqual({
      items: [
        { type: 'video', extension: 'mp4' },
        { type: 'audio', extension: 'webm' },
      ],
    });
    expect(puts).toHaveLength(2);
    const byUrl = Object.fromEntries(puts.map((p) => [p.url.split('?')[0], p]));
    const first = byUrl['https://storage.test/api-assets/a0/f0.mp4']!;
    expect(first.url).toContain('X-Amz-Signature=SECRETSIG0');
    expect(first.headers).toEqual({ 'content-type': 'video/mp4', 'content-length': '200000' });
    expect(first.declaredLength).toBe(200_000);
    expect(first.bytes).toEqual(video);
    const second = byUrl['https://storage.test/api-assets/a1/f1.webm']!;
    expect(second.headers['content-type']).toBe('audio/webm');
    expect(second.bytes).toEqual(bytes(1234, 7));
    for (const put of puts)
      expect(Object.keys(put.headers).map((h) => h.toLowerCase())).not.toContain('authorization');
  });

  it('passes URLs, library URLs and api-assets paths through without any request', async () => {
    const { runtime, files } = setup(storage);
    const sources = [
      'https://cdn.test/in/face.png?token=1',
      'https://magichour.ai/my-library?videoId=abc',
      'api-assets/id/clip.mp4',
    ];
    expect(await files.uploadMany(sources)).toEqual(sources.map((filePath) => ({ filePath })));
    expect(runtime.calls).toHaveLength(0);
  });

  it('rejects a URL whose path has no extension, before any request', async () => {
    const { runtime, files } = setup(storage);
    await expect(files.upload('https://cdn.test/download?id=7.mp4')).rejects.toThrow(
      'a URL must include the file extension in its path',
    );
    await expect(files.upload('./clip.mp4')).rejects.toThrow('pass { path }');
    expect(runtime.calls).toHaveLength(0);
  });

  it('rejects an unknown extension before any request', async () => {
    const { runtime, files } = setup(storage);
    await expect(files.upload({ data: bytes(3), filename: 'x.exe' })).rejects.toThrow(
      ValidationError,
    );
    expect(runtime.calls).toHaveLength(0);
  });

  it('sends the gif type as video with the gif extension', async () => {
    const { runtime, files } = setup(storage);
    await files.upload({ data: bytes(10), filename: 'loop.gif' }, { types: ['video', 'gif'] });
    expect(JSON.parse(runtime.calls[0]!.text!)).toEqual({
      items: [{ type: 'video', extension: 'gif' }],
    });
    expect(runtime.calls[1]!.headers['content-type']).toBe('image/gif');
  });

  it('retries a PUT on 503 for bytes and sends the whole body again', async () => {
    const { runtime, files } = setup((rec, n) =>
      rec.method === 'POST'
        ? uploadUrlsAnswer(rec)
        : n === 1
          ? { status: 503, headers: {}, text: 'busy' }
          : ok,
    );
    const data = bytes(70_000);
    await files.upload({ data, filename: 'a.png' });
    expect(runtime.calls.map((c) => c.method)).toEqual(['POST', 'PUT', 'PUT']);
    expect(runtime.calls[2]!.bytes).toEqual(data);
    expect(runtime.sleeps).toHaveLength(1);
  });

  it('re-resolves a path source to reopen it for a retry', async () => {
    const resolver = jest.fn<ReturnType<SourceResolver>, Parameters<SourceResolver>>(async () => ({
      data: (async function* () {
        yield bytes(5);
      })(),
      filename: 'p.jpg',
      size: 5,
    }));
    const { runtime, files } = setup(
      (rec, n) =>
        rec.method === 'POST'
          ? uploadUrlsAnswer(rec)
          : n === 1
            ? new ConnectionError('socket hang up')
            : ok,
      resolver,
    );
    expect(await files.upload({ path: '/tmp/p.jpg' })).toEqual({
      filePath: 'api-assets/a0/f0.jpg',
    });
    expect(resolver).toHaveBeenCalledTimes(2);
    expect(runtime.calls[2]!.bytes).toEqual(bytes(5));
  });

  it('does not retry a one-shot stream and says why', async () => {
    const { runtime, files } = setup((rec) =>
      rec.method === 'POST' ? uploadUrlsAnswer(rec) : { status: 500, headers: {}, text: '' },
    );
    const stream = new Blob([bytes(9)]).stream();
    const err = await files
      .upload({ data: stream, filename: 's.mp3', size: 9 })
      .catch((e: Error) => e);
    expect(err).toBeInstanceOf(InternalServerError);
    expect((err as Error).message).toContain('one-shot stream and cannot be re-read');
    expect(runtime.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('never puts the signed query string into an error message', async () => {
    const { files } = setup((rec) =>
      rec.method === 'POST'
        ? uploadUrlsAnswer(rec)
        : new ConnectionError(`connect ECONNRESET ${rec.url}`),
    );
    const err = (await files
      .upload({ data: bytes(4), filename: 'a.png' })
      .catch((e: Error) => e)) as Error;
    expect(err).toBeInstanceOf(ConnectionError);
    expect(err.message).toContain('https://storage.test/api-assets/a0/f0.png');
    expect(err.message).not.toMatch(/SECRETSIG|X-Amz/);
    const forbidden = setup((rec) =>
      rec.method === 'POST'
        ? uploadUrlsAnswer(rec)
        : { status: 403, headers: {}, text: '<Error>X-Amz-Signature=SECRETSIG0</Error>' },
    );
    const denied = (await forbidden.files
      .upload({ data: bytes(4), filename: 'a.png' })
      .catch((e: Error) => e)) as Error;
    expect(denied.message).toMatch(
      /^PUT https:\/\/storage\.test\/api-assets\/a0\/f0\.png\?… \(a\.png\): 403/,
    );
    expect(denied.message).not.toContain('SECRETSIG');
  });

  it('reports progress per source up to its size', async () => {
    const { files } = setup(storage);
    const seen: { index: number; sentBytes: number; totalBytes: number }[] = [];
    await files.uploadMany(['api-assets/x/y.png', { data: bytes(150_000), filename: 'b.mov' }], {
      onProgress: (p) => seen.push(p),
    });
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.every((p) => p.index === 1 && p.totalBytes === 150_000)).toBe(true);
    expect(seen.at(-1)!.sentBytes).toBe(150_000);
  });

  it('requires a size for streams and fails when a stream is shorter than declared', async () => {
    const { files } = setup(storage);
    await expect(
      files.upload({ data: new Blob([bytes(3)]).stream(), filename: 'a.wav' }),
    ).rejects.toThrow('needs its size in bytes');
    await expect(
      files.upload({ data: new Blob([bytes(3)]).stream(), filename: 'a.wav', size: 10 }),
    ).rejects.toThrow('gave 3 bytes but its size was 10');
  });

  it("hands a host's own Node stream to the runtime untouched when nobody follows progress", async () => {
    const seen: unknown[] = [];
    const { runtime, files } = setup(storage);
    const request = runtime.request.bind(runtime);
    runtime.request = (req) => {
      if (req.method === 'PUT' && req.body && typeof req.body === 'object' && 'stream' in req.body)
        seen.push(req.body.stream);
      return request(req);
    };
    const native = Object.assign(
      (async function* () {
        yield bytes(10);
      })(),
      { pipe: () => undefined },
    );
    await files.upload({ open: async () => native, size: 10, filename: 'clip.mp4' });
    expect(seen).toEqual([native]);
    expect(runtime.calls[1]!.bytes).toEqual(bytes(10));
  });

  it('fails clearly when upload-urls returns fewer items than asked', async () => {
    const { files } = setup(() => json(200, { items: [] }));
    await expect(files.upload({ data: bytes(3), filename: 'a.png' })).rejects.toThrow(
      'returned 0 items for 1 files',
    );
  });
});

describe('isLocalSource', () => {
  it('is true only for path and data objects', () => {
    expect(isLocalSource({ path: '/a.mp4' })).toBe(true);
    expect(isLocalSource({ data: new Uint8Array(1), filename: 'a.png' })).toBe(true);
    expect(isLocalSource('api-assets/a.png')).toBe(false);
    expect(isLocalSource({ url: 'x' })).toBe(false);
    expect(isLocalSource(null)).toBe(false);
  });
});
