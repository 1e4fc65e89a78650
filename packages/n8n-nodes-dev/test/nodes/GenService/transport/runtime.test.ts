import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { ConnectionError, TimeoutError } from '@genservice/core/internal';
import { n8nRuntime } from '../../../../../n8n-nodes/nodes/GenService/transport/runtime';
import { fakeHttpRequest } from '../../../helpers/context';

const runtime = n8nRuntime({ httpRequest: fakeHttpRequest() });
let server: Server;
let base: string;
let handler: (req: IncomingMessage, res: ServerResponse, body: Buffer) => void;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req
      .on('data', (c: Buffer) => chunks.push(c))
      .on('end', () => handler(req, res, Buffer.concat(chunks)));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe('n8n runtime on helpers.httpRequest', () => {
  it('streams a body with its Content-Length and no chunked encoding', async () => {
    let seen: { headers: IncomingMessage['headers']; bytes: number } | undefined;
    handler = (req, res, body) => (
      (seen = { headers: req.headers, bytes: body.length }),
      res.end()
    );
    async function* chunks() {
      for (let i = 0; i < 4; i++) yield new Uint8Array(50_000).fill(i);
    }
    const res = await runtime.request({
      method: 'PUT',
      url: `${base}/put`,
      headers: { 'content-type': 'image/png' },
      body: { stream: chunks(), length: 200_000 },
    });
    expect(res.status).toBe(200);
    expect(seen).toEqual({
      headers: expect.objectContaining({ 'content-length': '200000', 'content-type': 'image/png' }),
      bytes: 200_000,
    });
    expect(seen!.headers['transfer-encoding']).toBeUndefined();
  });

  it('sends a Node stream (an n8n binary stream) as it is, with its Content-Length', async () => {
    let seen: { headers: IncomingMessage['headers']; bytes: number } | undefined;
    handler = (req, res, body) => (
      (seen = { headers: req.headers, bytes: body.length }),
      res.end()
    );
    const stream = Readable.from([Buffer.alloc(70_000, 1), Buffer.alloc(30_000, 2)]);
    const res = await runtime.request({
      method: 'PUT',
      url: `${base}/put`,
      headers: { 'content-type': 'video/mp4', 'content-length': '100000' },
      body: { stream, length: 100_000 },
    });
    expect(res.status).toBe(200);
    expect(seen?.bytes).toBe(100_000);
    expect(seen?.headers['content-length']).toBe('100000');
    expect(seen?.headers['transfer-encoding']).toBeUndefined();
    expect(stream.readableEnded).toBe(true);
  });

  it('returns JSON bodies as the exact text received, with lower-case headers', async () => {
    handler = (_req, res) =>
      res
        .writeHead(201, { 'Content-Type': 'application/json', 'X-Request-Id': 'r1' })
        .end('{"id":"a","n":1.50}');
    const res = await runtime.request({
      method: 'POST',
      url: `${base}/v1/x`,
      headers: {},
      body: '{}',
    });
    expect(res).toEqual({
      status: 201,
      headers: expect.objectContaining({ 'x-request-id': 'r1' }),
      text: '{"id":"a","n":1.50}',
    });
  });

  it('hands back error statuses instead of throwing, and never follows a redirect for a POST', async () => {
    handler = (_req, res) => res.writeHead(302, { location: `${base}/elsewhere` }).end();
    expect(
      (await runtime.request({ method: 'POST', url: `${base}/v1/x`, headers: {}, body: '{}' }))
        .status,
    ).toBe(302);
    handler = (_req, res) =>
      res.writeHead(429, { 'retry-after': '3' }).end('{"message":"slow down"}');
    expect(
      await runtime.request({ method: 'GET', url: `${base}/v1/x`, headers: {} }),
    ).toMatchObject({ status: 429, headers: { 'retry-after': '3' } });
  });

  it('reports a refused connection as not sent, so a create may safely be retried', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const { port } = closed.address() as { port: number };
    await new Promise((r) => closed.close(r));
    const error = await runtime
      .request({ method: 'POST', url: `http://127.0.0.1:${port}/v1/x`, headers: {}, body: '{}' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).toMatchObject({ requestSent: false });
  });

  it('reports a response that does not arrive in time as a TimeoutError', async () => {
    handler = () => undefined;
    const error = await runtime
      .request({ method: 'GET', url: `${base}/slow`, headers: {}, timeoutMs: 100 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
  });

  it('sleeps with n8n-workflow sleep and stops early with the abort reason', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const sleeping = runtime.sleep(1_500, controller.signal);
    controller.abort(new Error('stop'));
    await expect(sleeping).rejects.toThrow('stop');
    expect(Date.now() - started).toBeLessThan(500);
  });
});
