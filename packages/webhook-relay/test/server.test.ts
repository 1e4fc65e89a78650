/** The server's edges: unreadable targets, clients that leave mid-body, and the request timeout. */
import { connect } from 'node:net';
import { relayHarness } from './helpers/relay';

/** Sends `chunks` on a raw connection (then holds it open); resolves when the server closes it. */
function raw(url: string, chunks: string[], options: { destroyAfterMs?: number } = {}) {
  const { hostname, port } = new URL(url);
  return new Promise<{ text: string; ms: number }>((resolve, reject) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname, () => chunks.forEach((c) => socket.write(c)));
    let text = '';
    socket.on('data', (d) => (text += d.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ text, ms: Date.now() - started }));
    if (options.destroyAfterMs !== undefined)
      setTimeout(() => socket.destroy(), options.destroyAfterMs);
    setTimeout(() => reject(new Error('server kept the connection open')), 10_000).unref();
  });
}

function logLines() {
  const lines: { level: string; msg: string }[] = [];
  return { lines, logDestination: { write: (l: string) => void lines.push(JSON.parse(l)) } };
}

describe('relay server edges', () => {
  const harness = relayHarness('sqlite');

  it.each([
    '/v1/inbound/%ZZ',
    '/v1/subscriptions/%E0%A4%A',
    '/v1/subscriptions/%',
    '/v1/deliveries/%C0%AF/replay',
    '/v1/ledger/%FF%FE',
    '/v1/subscriptions/%00',
    '/v1/ledger/a%0Ab',
  ])('answers 400 to %s before authentication and logs no error', async (path) => {
    const log = logLines();
    const relay = await harness.start({ quiet: false, logLevel: 'debug', ...log });
    const method = path.startsWith('/v1/inbound') || path.endsWith('/replay') ? 'POST' : 'GET';
    const res = await fetch(`${relay.url}${path}`, { method });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: expect.stringMatching(/path/) });
    expect(log.lines.filter((l) => l.level === 'error')).toEqual([]);
  });

  it('answers 400 to a query value with a control character', async () => {
    const relay = await harness.start();
    const res = await fetch(`${relay.url}/v1/deliveries?subscription_id=a%00b`);
    expect(res.status).toBe(400);
  });

  it('logs a client that leaves mid-body at debug level and counts it apart from server errors', async () => {
    const log = logLines();
    const relay = await harness.start({ quiet: false, logLevel: 'debug', ...log });
    await raw(
      relay.url,
      ['POST /v1/inbound/acme HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{"type":'],
      { destroyAfterMs: 100 },
    );
    await new Promise((r) => setTimeout(r, 100));
    const metrics = await (await fetch(`${relay.url}/metrics`)).text();
    expect(metrics).toContain('relay_http_errors_total{kind="client_gone"} 1');
    expect(metrics).not.toContain('kind="server"');
    expect(log.lines.filter((l) => l.level === 'error')).toEqual([]);
    expect(log.lines).toContainEqual(
      expect.objectContaining({
        level: 'debug',
        msg: expect.stringMatching(/closed the connection/),
      }),
    );
  });

  it.each([
    [
      'a body that stalls',
      ['POST /v1/inbound/acme HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{'],
    ],
    ['headers that stall', ['POST /v1/subscriptions HTTP/1.1\r\nHost: x\r\nAuthor']],
  ])(
    'answers 408 and closes the connection when %s past requestTimeoutMs',
    async (_name, chunks) => {
      const log = logLines();
      const relay = await harness.start({ requestTimeoutMs: 500, quiet: false, ...log });
      const { text, ms } = await raw(relay.url, chunks);
      expect(text).toMatch(/^HTTP\/1\.1 408/);
      expect(ms).toBeGreaterThanOrEqual(450);
      expect(ms).toBeLessThan(1_500);
      expect(log.lines.filter((l) => l.level === 'error')).toEqual([]);
    },
  );
});
