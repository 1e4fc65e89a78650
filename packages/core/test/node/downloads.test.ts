import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GenServiceError, NotFoundError } from '../../src/errors';
import { createDownloads } from '../../src/node/downloads';
import { createNodeRuntime } from '../../src/node/runtime';
import type { Project } from '../../src/schemas/project';
import { startLoopback, type Loopback } from './loopback';

let server: Loopback;
let dir: string;
beforeEach(async () => {
  server = await startLoopback();
  dir = await mkdtemp(join(tmpdir(), 'gs-dl-'));
});
afterEach(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const FUTURE = '2099-01-01T00:00:00Z';
const PAST = '2000-01-01T00:00:00Z';
const content = (name: string) => Buffer.alloc(100_000, name.charCodeAt(0));

function project(downloads: { url: string; expires_at?: string }[]): Project {
  return { id: 'cm1abc', status: 'complete', downloads } as Project;
}

/** Storage that serves `/files/<name>` only with `?sig=fresh` when `freshOnly`. */
function serveFiles(freshOnly: boolean) {
  server.handle((req, res) => {
    const url = new URL(req.url!, server.url);
    if (freshOnly && url.searchParams.get('sig') !== 'fresh') {
      res.statusCode = 403;
      return res.end('<Error>expired</Error>');
    }
    res.setHeader('content-type', 'application/octet-stream');
    res.end(content(url.pathname.split('/').pop()!));
  });
}

function downloads(get: jest.Mock) {
  return createDownloads({ projects: { get }, runtime: createNodeRuntime(), maxRetries: 1 });
}

describe('downloads.save', () => {
  it('saves every output named after the project (its id when unnamed) and nothing else', async () => {
    serveFiles(false);
    const get = jest.fn();
    const paths = await downloads(get).save(
      project([
        { url: `${server.url}/files/a.mp4?sig=1`, expires_at: FUTURE },
        { url: `${server.url}/files/b.png?sig=1`, expires_at: FUTURE },
      ]),
      dir,
    );
    expect(paths).toEqual([join(dir, 'cm1abc.mp4'), join(dir, 'cm1abc-2.png')]);
    expect((await readFile(paths[0]!)).equals(content('a.mp4'))).toBe(true);
    expect((await readFile(paths[1]!)).equals(content('b.png'))).toBe(true);
    expect((await readdir(dir)).sort()).toEqual(['cm1abc-2.png', 'cm1abc.mp4']);
    expect(server.received.every((r) => r.headers.authorization === undefined)).toBe(true);
    expect(get).not.toHaveBeenCalled();
  });

  it('refreshes an expired URL by reading the project again before downloading', async () => {
    serveFiles(true);
    const get = jest.fn(async () =>
      project([{ url: `${server.url}/files/v.mp4?sig=fresh`, expires_at: FUTURE }]),
    );
    const [path] = await downloads(get).save(
      project([{ url: `${server.url}/files/v.mp4?sig=old`, expires_at: PAST }]),
      dir,
      { kind: 'video' },
    );
    expect(get).toHaveBeenCalledWith('video', 'cm1abc', expect.anything());
    expect(server.received.map((r) => r.url)).toEqual(['/files/v.mp4?sig=fresh']);
    expect((await readFile(path!)).equals(content('v.mp4'))).toBe(true);
  });

  it('refreshes a URL that storage refuses with 403, using the kind on the project', async () => {
    serveFiles(true);
    const get = jest.fn(async () => project([{ url: `${server.url}/files/i.jpg?sig=fresh` }]));
    const stale = {
      ...project([{ url: `${server.url}/files/i.jpg?sig=old`, expires_at: FUTURE }]),
      kind: 'image',
    };
    const [path] = await downloads(get).save(stale, dir);
    expect(get).toHaveBeenCalledWith('image', 'cm1abc', expect.anything());
    expect(server.received.map((r) => r.url)).toEqual([
      '/files/i.jpg?sig=old',
      '/files/i.jpg?sig=fresh',
    ]);
    expect(path).toBe(join(dir, 'cm1abc.jpg'));
  });

  it('names files after the input file, else the project name, with the kind’s extension when the URL has none', async () => {
    serveFiles(false);
    const named = { ...project([{ url: `${server.url}/files/out?sig=1` }]), name: 'Summer ad' };
    const [fromInput] = await downloads(jest.fn()).save(named, dir, {
      kind: 'video',
      inputName: '/home/me/holiday clip.mov',
    });
    const [fromName] = await downloads(jest.fn()).save(named, dir, { extension: 'webm' });
    expect(fromInput).toBe(join(dir, 'holiday clip.mp4'));
    expect(fromName).toBe(join(dir, 'Summer ad.webm'));
  });

  it('never replaces an existing file unless told to: a taken name gets the project id', async () => {
    serveFiles(false);
    await writeFile(join(dir, 'clip.mp4'), 'my input');
    const done = project([{ url: `${server.url}/files/a.mp4?sig=1` }]);
    const [kept] = await downloads(jest.fn()).save(done, dir, { inputName: 'clip.mp4' });
    expect(kept).toBe(join(dir, 'clip-cm1abc.mp4'));
    expect(await readFile(join(dir, 'clip.mp4'), 'utf8')).toBe('my input');
    const [replaced] = await downloads(jest.fn()).save(done, dir, {
      inputName: 'clip.mp4',
      overwrite: true,
    });
    expect(replaced).toBe(join(dir, 'clip.mp4'));
    expect((await readFile(replaced!)).equals(content('a.mp4'))).toBe(true);
  });

  it('resumes with Range after the connection breaks mid-file', async () => {
    const full = Buffer.alloc(300_000, 9);
    server.handle((req, res) => {
      const range = /bytes=(\d+)-/.exec(req.headers.range ?? '');
      if (range) {
        const from = Number(range[1]);
        res.writeHead(206, {
          'content-length': String(full.length - from),
          'content-range': `bytes ${from}-${full.length - 1}/${full.length}`,
        });
        return res.end(full.subarray(from));
      }
      res.writeHead(200, { 'content-length': String(full.length) });
      res.write(full.subarray(0, 100_000), () => setTimeout(() => res.destroy(), 20));
    });
    const [path] = await downloads(jest.fn()).save(
      project([{ url: `${server.url}/files/r.mov?sig=1` }]),
      dir,
    );
    expect((await readFile(path!)).equals(full)).toBe(true);
    expect(server.received[1]!.headers.range).toMatch(/^bytes=\d+-$/);
  });

  it('throws after retries instead of returning a partial list, leaving no temp files', async () => {
    server.handle((_req, res) => {
      res.statusCode = 404;
      res.end();
    });
    const get = jest.fn(async () => project([{ url: `${server.url}/files/gone.mp4?sig=again` }]));
    const err = await downloads(get)
      .save(project([{ url: `${server.url}/files/gone.mp4?sig=SECRET` }]), dir, { kind: 'video' })
      .catch((e: Error) => e);
    expect(err).toBeInstanceOf(NotFoundError);
    expect((err as Error).message).not.toContain('SECRET');
    expect(await readdir(dir)).toEqual([]);
  });

  it('throws when a project has no downloads even after reading it again', async () => {
    const get = jest.fn(async () => ({ ...project([]), status: 'rendering' }));
    await expect(
      downloads(get).save({ ...project([]), status: 'rendering' }, dir, { kind: 'video' }),
    ).rejects.toThrow(GenServiceError);
    await expect(
      downloads(get).save({ ...project([]), status: 'rendering' }, dir, { kind: 'video' }),
    ).rejects.toThrow('has no downloads (status: rendering)');
  });
});
