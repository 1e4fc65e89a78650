import type { AddressInfo } from 'node:net';
import { createAccountContexts, createHttpServer } from '../src';

describe('the Streamable HTTP endpoint', () => {
  const config = { http: true, port: 0, host: '127.0.0.1', baseUrl: 'http://127.0.0.1:9' };
  const server = createHttpServer(createAccountContexts(config, false));
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const initialize = {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: { name: 't', version: '1' },
    },
  };

  it('answers 401 with what to send when neither the client nor the server has a key', async () => {
    const res = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify(initialize),
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
      /Authorization: Bearer/,
    );
  });

  it('answers 404 off /mcp and 400 for a body that is not JSON', async () => {
    expect((await fetch(`${base}/other`, { method: 'POST' })).status).toBe(404);
    const bad = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_1' },
      body: '{',
    });
    expect(bad.status).toBe(400);
  });
});
