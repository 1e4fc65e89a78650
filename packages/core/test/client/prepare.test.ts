import {
  createClient,
  ValidationError,
  type HostSource,
  type ReopenableSource,
} from '@genservice/core';
import { fakeRuntime, uploadUrlsAnswer, type Responder } from '../uploads/fake-runtime';

const bytes = (n: number, seed = 1) => Uint8Array.from({ length: n }, (_, i) => (i * seed) % 251);
const ok = { status: 200, headers: {}, text: '' };
const storage: Responder = (rec) => (rec.method === 'POST' ? uploadUrlsAnswer(rec) : ok);

function setup(respond: Responder = storage) {
  const runtime = fakeRuntime(respond);
  const client = createClient({
    apiKey: 'sk-prep-key',
    baseUrl: 'https://api.test',
    runtime,
    maxRetries: 2,
  });
  return { runtime, client };
}

/** A stream source that yields `data` in 1000-byte chunks and counts how often it was opened. */
function reopenable(data: Uint8Array, filename: string): ReopenableSource & { opens: number } {
  const source = {
    opens: 0,
    size: data.byteLength,
    filename,
    open: async () => {
      source.opens++;
      return (async function* () {
        for (let at = 0; at < data.byteLength; at += 1000) yield data.subarray(at, at + 1000);
      })();
    },
  };
  return source;
}

/** A host that owns the strings `bin:<name>` and serves them from `files`. */
function host(files: Record<string, ReopenableSource>) {
  return jest.fn<ReturnType<HostSource>, Parameters<HostSource>>(async (value) =>
    value.startsWith('bin:') ? files[value.slice(4)] : undefined,
  );
}

describe('client.prepare', () => {
  it('makes no request and asks the host for nothing when the input is invalid', async () => {
    const { runtime, client } = setup();
    const hostSource = host({ photo: reopenable(bytes(10), 'photo.png') });
    const err = await client
      .prepare(
        'face-swap-photo',
        { assets: { target_file_path: 'bin:photo', source_file_path: 'bin:photo' }, name: 42 },
        { hostSource },
      )
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as Error).message).toBe(
      'Invalid type for Project Name (name): expected string, got integer',
    );
    expect(hostSource).not.toHaveBeenCalled();
    expect(runtime.calls).toHaveLength(0);
  });

  it('uploads two host files with one upload-urls call and streams each with its Content-Length', async () => {
    const { runtime, client } = setup();
    const photo = reopenable(bytes(2500, 3), 'group.png');
    const face = reopenable(bytes(1200, 7), 'me.jpg');
    const body = await client.prepare(
      'face-swap-photo',
      { assets: { target_file_path: 'bin:photo', source_file_path: 'bin:face' } },
      { hostSource: host({ photo, face }) },
    );
    const posts = runtime.calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.url)).toEqual(['https://api.test/v1/files/upload-urls']);
    const puts = runtime.calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(2);
    const byPath = Object.fromEntries(
      [body.assets as Record<string, string>].flatMap((a) => Object.entries(a)),
    );
    const putFor = (filePath: string) => puts.find((p) => p.url.includes(filePath))!;
    expect(putFor(byPath.target_file_path!).bytes).toEqual(bytes(2500, 3));
    expect(putFor(byPath.target_file_path!).headers['content-length']).toBe('2500');
    expect(putFor(byPath.target_file_path!).declaredLength).toBe(2500);
    expect(putFor(byPath.source_file_path!).bytes).toEqual(bytes(1200, 7));
    expect(byPath.target_file_path).toMatch(/^api-assets\/a\d\/f\d\.png$/);
    expect(byPath.source_file_path).toMatch(/^api-assets\/a\d\/f\d\.jpg$/);
  });

  it('reopens a host source when its PUT is retried', async () => {
    const { runtime, client } = setup((rec, n) =>
      rec.method === 'POST' ? uploadUrlsAnswer(rec) : n === 1 ? { ...ok, status: 503 } : ok,
    );
    const photo = reopenable(bytes(3000), 'photo.png');
    await client.prepare(
      'face-swap-photo',
      {
        assets: { target_file_path: 'bin:photo', source_file_path: 'https://cdn.test/me.jpg' },
      },
      { hostSource: host({ photo }) },
    );
    expect(photo.opens).toBe(2);
    expect(runtime.calls.map((c) => c.method)).toEqual(['POST', 'PUT', 'PUT']);
    expect(runtime.calls[2]!.bytes).toEqual(bytes(3000));
  });

  it('checks the strings the host does not claim as URLs, naming the field by its label', async () => {
    const { runtime, client } = setup();
    const err = await client
      .prepare(
        'face-swap-photo',
        {
          assets: {
            target_file_path: 'https://cdn.test/download?id=7',
            source_file_path: 'api-assets/s/s.png',
          },
        },
        { hostSource: host({}) },
      )
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as Error).message).toBe(
      'Invalid value for Photo (assets.target_file_path): a URL must include the file extension in its path (e.g. https://example.com/photo.jpg)',
    );
    expect(runtime.calls).toHaveLength(0);
  });

  it('passes URLs and api-assets paths through and uploads nothing when the host claims none', async () => {
    const { runtime, client } = setup();
    const body = await client.prepare(
      'face-swap-photo',
      {
        assets: {
          target_file_path: 'api-assets/t/t.png',
          source_file_path: 'https://cdn.test/me.jpg',
        },
      },
      { hostSource: host({}) },
    );
    expect(body.assets).toEqual({
      target_file_path: 'api-assets/t/t.png',
      source_file_path: 'https://cdn.test/me.jpg',
    });
    expect(runtime.calls).toHaveLength(0);
  });

  it('uploads the same host string once when two fields name it', async () => {
    const { runtime, client } = setup();
    const hostSource = host({ photo: reopenable(bytes(10), 'p.png') });
    const body = await client.prepare(
      'face-swap-photo',
      { assets: { target_file_path: 'bin:photo', source_file_path: 'bin:photo' } },
      { hostSource },
    );
    const assets = body.assets as Record<string, string>;
    expect(assets.target_file_path).toBe(assets.source_file_path);
    expect(hostSource).toHaveBeenCalledTimes(1);
    expect(runtime.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });
});
