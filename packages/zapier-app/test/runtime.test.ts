import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConnectionError, TimeoutError, type RuntimeResponse } from '@genservice/core/internal';
import type { ZObject } from 'zapier-platform-core';
import { BASE_URL_ENV } from '../src/auth/settings';
import { zapierRuntime } from '../src/runtime';
import { API_KEY, appTester } from './helpers';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

describe('runtime on z.request (real HTTP on 127.0.0.1)', () => {
  let server: Server;
  let base: string;
  const seen: Seen[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({
          method: req.method!,
          url: req.url!,
          headers: req.headers,
          body: Buffer.concat(chunks),
        });
        if (req.url === '/redirect') return void res.writeHead(302, { location: '/target' }).end();
        if (req.url === '/slow') return void setTimeout(() => res.writeHead(200).end('late'), 500);
        res
          .writeHead(200, { 'Content-Type': 'application/json', 'X-Request-Id': 'r1' })
          .end(JSON.stringify({ ok: true }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => (server.close(() => r()), server.closeAllConnections())));
  beforeEach(() => void seen.splice(0));

  /** Runs `fn` with the runtime of a real `z` whose service URL (the publisher's setting) is the test server. */
  const withRuntime = async <T>(fn: (rt: ReturnType<typeof zapierRuntime>) => Promise<T>) => {
    process.env[BASE_URL_ENV] = base;
    try {
      return (await appTester((z: ZObject) => fn(zapierRuntime(z)), {
        authData: { api_key: API_KEY },
      })) as T;
    } finally {
      delete process.env[BASE_URL_ENV];
    }
  };

  it('streams a body with its Content-Length, and the middleware adds no key to core requests', async () => {
    async function* parts() {
      yield new TextEncoder().encode('hello ');
      yield new TextEncoder().encode('world');
    }
    const res = await withRuntime((rt) =>
      rt.request({
        method: 'PUT',
        url: `${base}/v1/storage/file.png?sig=1`,
        headers: { 'content-length': '11' },
        body: { stream: parts(), length: 11 },
      }),
    );
    expect(res).toMatchObject({
      status: 200,
      text: '{"ok":true}',
      headers: expect.objectContaining({
        'x-request-id': 'r1',
        'content-type': 'application/json',
      }),
    });
    expect(seen[0]).toMatchObject({ method: 'PUT', url: '/v1/storage/file.png?sig=1' });
    expect(seen[0]!.headers['content-length']).toBe('11');
    expect(seen[0]!.headers.authorization).toBeUndefined();
    expect(seen[0]!.body.toString()).toBe('hello world');
  });

  it('does not follow a redirect for a POST', async () => {
    const post = await withRuntime((rt) =>
      rt.request({ method: 'POST', url: `${base}/redirect`, headers: {}, body: '{}' }),
    );
    expect(post.status).toBe(302);
    expect(seen.map((s) => s.url)).toEqual(['/redirect']);
  });

  it('reports a refused connection as ConnectionError with nothing sent', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const err = await withRuntime((rt) =>
      rt
        .request({ method: 'POST', url: `http://127.0.0.1:${port}/v1/x`, headers: {}, body: '{}' })
        .then(
          () => undefined,
          (e: unknown) => e,
        ),
    );
    expect(err).toBeInstanceOf(ConnectionError);
    expect((err as ConnectionError).requestSent).toBe(false);
  });

  it('reports a request over its timeout as TimeoutError', async () => {
    const err = await withRuntime((rt) =>
      rt.request({ method: 'GET', url: `${base}/slow`, headers: {}, timeoutMs: 100 }).then(
        () => undefined,
        (e: unknown) => e,
      ),
    );
    expect(err).toBeInstanceOf(TimeoutError);
  });

  it('hands a stream response back unread', async () => {
    const text = await withRuntime(async (rt) => {
      const res: RuntimeResponse = await rt.request({
        method: 'GET',
        url: `${base}/stream`,
        headers: {},
        responseType: 'stream',
      });
      const chunks: Buffer[] = [];
      for await (const c of res.stream!) chunks.push(Buffer.from(c));
      return Buffer.concat(chunks).toString();
    });
    expect(text).toBe('{"ok":true}');
  });

  it('sleeps for the given time and stops early when aborted', async () => {
    const rt = zapierRuntime({} as ZObject);
    const started = Date.now();
    await rt.sleep(30);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    const controller = new AbortController();
    const sleeping = rt.sleep(10_000, controller.signal);
    controller.abort(new Error('stop'));
    await expect(sleeping).rejects.toThrow('stop');
  });
});
