import { TimeoutError } from '../../src/errors';
import { createNodeRuntime, sleep } from '../../src/node/runtime';
import { closedPort, startLoopback, type Loopback } from './loopback';

const MiB = 1 << 20;
const runtime = createNodeRuntime();
let server: Loopback;
beforeEach(async () => (server = await startLoopback()));
afterEach(() => server.close());

async function* chunks(
  count: number,
  size: number,
  pulled?: { n: number },
): AsyncIterable<Uint8Array> {
  for (let i = 0; i < count; i++) {
    if (pulled) pulled.n++;
    yield new Uint8Array(size).fill(i % 256);
  }
}

describe('createNodeRuntime: streamed requests', () => {
  it('streams a body of several MB with its Content-Length and reports progress', async () => {
    const progress: number[] = [];
    const res = await runtime.request({
      method: 'PUT',
      url: `${server.url}/put?sig=1`,
      headers: { 'content-type': 'video/mp4' },
      body: { stream: chunks(6, MiB), length: 6 * MiB },
      onUploadProgress: (n) => progress.push(n),
    });
    expect(res.status).toBe(200);
    const got = server.received[0]!;
    expect(got.headers['content-length']).toBe(String(6 * MiB));
    expect(got.headers['transfer-encoding']).toBeUndefined();
    expect(got.headers.authorization).toBeUndefined();
    expect(got.bytes.length).toBe(6 * MiB);
    expect(got.bytes[5 * MiB]).toBe(5);
    expect(progress.at(-1)).toBe(6 * MiB);
  });

  it('pulls the body only as fast as the server reads it', async () => {
    const pulled = { n: 0 };
    const { default: http } = await import('node:http');
    const slow = http
      .createServer((req, res) => setTimeout(() => req.resume().on('end', () => res.end()), 400))
      .listen(0, '127.0.0.1');
    await new Promise((r) => slow.once('listening', r));
    const port = (slow.address() as { port: number }).port;
    const pending = runtime.request({
      method: 'PUT',
      url: `http://127.0.0.1:${port}/`,
      headers: {},
      body: { stream: chunks(64, MiB, pulled), length: 64 * MiB },
    });
    await sleep(300);
    expect(pulled.n).toBeLessThan(32);
    expect((await pending).status).toBe(200);
    expect(pulled.n).toBe(64);
    await new Promise((r) => slow.close(r));
  });

  it('hands back a streamed response before its body has arrived', async () => {
    let finish: () => void = () => undefined;
    server.handle((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'video/mp4', 'X-Custom': 'A' });
      res.write('first');
      finish = () => res.end('last');
    });
    const res = await runtime.request({
      method: 'GET',
      url: `${server.url}/out.mp4`,
      headers: {},
      responseType: 'stream',
    });
    expect(res.status).toBe(200);
    expect(res.headers['x-custom']).toBe('A');
    finish();
    let text = '';
    for await (const c of res.stream!) text += Buffer.from(c).toString();
    expect(text).toBe('firstlast');
  });

  it('rejects with requestSent false when the connection is refused', async () => {
    const port = await closedPort();
    const put = runtime.request({
      method: 'PUT',
      url: `http://127.0.0.1:${port}/x`,
      headers: {},
      body: { stream: chunks(1, 10), length: 10 },
    });
    await expect(put).rejects.toMatchObject({ name: 'ConnectionError', requestSent: false });
    const post = runtime.request({
      method: 'POST',
      url: `http://127.0.0.1:${port}/x`,
      headers: {},
      body: '{}',
    });
    await expect(post).rejects.toMatchObject({ name: 'ConnectionError', requestSent: false });
  });

  it('rejects with TimeoutError when no response arrives in time', async () => {
    server.handle(() => undefined);
    await expect(
      runtime.request({ method: 'GET', url: `${server.url}/slow`, headers: {}, timeoutMs: 200 }),
    ).rejects.toBeInstanceOf(TimeoutError);
    await expect(
      runtime.request({
        method: 'GET',
        url: `${server.url}/slow`,
        headers: {},
        responseType: 'stream',
        timeoutMs: 200,
      }),
    ).rejects.toBeInstanceOf(TimeoutError);
  });

  it('rejects with the signal reason when aborted', async () => {
    server.handle(() => undefined);
    const reason = new Error('stop');
    const ctrl = new AbortController();
    const pending = runtime.request({
      method: 'GET',
      url: `${server.url}/hang`,
      headers: {},
      responseType: 'stream',
      signal: ctrl.signal,
    });
    setTimeout(() => ctrl.abort(reason), 50);
    await expect(pending).rejects.toBe(reason);
  });
});

describe('sleep', () => {
  it('rejects with the reason as soon as the signal aborts', async () => {
    const ctrl = new AbortController();
    const started = Date.now();
    const pending = sleep(10_000, ctrl.signal);
    ctrl.abort(new Error('cancelled'));
    await expect(pending).rejects.toThrow('cancelled');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
