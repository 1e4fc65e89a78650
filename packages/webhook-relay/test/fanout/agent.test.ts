/** Per-subscription agents: own sockets, the attempt timeout counted from the send, bounded count. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SubscriberAgents } from '../../src/fanout/agent';
import { attemptDelivery } from '../../src/fanout/deliver';
import { addressPolicy } from '../../src/ssrf';
import type { ClaimedDelivery } from '../../src/store/types';

const servers: { close(): void; closeAllConnections(): void }[] = [];
const agents: SubscriberAgents[] = [];
afterEach(async () => {
  servers.splice(0).forEach((s) => (s.closeAllConnections(), s.close()));
  await Promise.all(agents.splice(0).map((a) => a.close()));
});

async function serve(handle: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => handle(req, res));
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function subscriberAgents(options: {
  connections: number;
  timeoutMs: number;
  idleMs?: number;
  maxAgents?: number;
}) {
  const a = new SubscriberAgents(addressPolicy(true, true), options);
  agents.push(a);
  return a;
}

const delivery = (url: string, subscriptionId = 'sub_a'): ClaimedDelivery =>
  ({
    id: 'msg_1',
    subscriptionId,
    url,
    secret: 'whsec_dGVzdHNlY3JldHRlc3RzZWNyZXQ=',
    attempts: 0,
    event: { id: 1, type: 'video.completed', receivedAt: Date.now(), payload: { id: 'p1' } },
  }) as unknown as ClaimedDelivery;

async function timed<T>(work: Promise<T>) {
  const started = Date.now();
  const result = await work;
  return { result, ms: Date.now() - started };
}

describe('subscriber agents', () => {
  it('counts the attempt timeout from when the request is sent, not while it waits for a socket', async () => {
    const url = await serve((_req, res) => setTimeout(() => res.writeHead(204).end(), 300));
    const http = subscriberAgents({ connections: 1, timeoutMs: 500 });
    const send = () =>
      timed(
        attemptDelivery(delivery(url), {
          dispatcher: http.forSubscription('sub_a'),
          timeoutMs: 500,
          now: Date.now(),
        }),
      );
    const [first, second] = await Promise.all([send(), send()]);
    expect(first.result.outcome).toBe('delivered');
    expect(second.result.outcome).toBe('delivered');
    expect(second.ms).toBeGreaterThan(550);
  });

  it('ends an attempt the subscriber never answers once the timeout has passed since the send', async () => {
    const url = await serve(() => undefined);
    const http = subscriberAgents({ connections: 1, timeoutMs: 300 });
    const { result, ms } = await timed(
      attemptDelivery(delivery(url), {
        dispatcher: http.forSubscription('sub_a'),
        timeoutMs: 300,
        now: Date.now(),
      }),
    );
    expect(result).toMatchObject({ outcome: 'retry', error: 'Timed out' });
    expect(ms).toBeGreaterThanOrEqual(290);
    expect(ms).toBeLessThan(10_000);
  });

  it('bounds a response that trickles its body for longer than the timeout', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      const tick = setInterval(() => res.write('.'), 50);
      res.on('close', () => clearInterval(tick));
    });
    const http = subscriberAgents({ connections: 1, timeoutMs: 400 });
    const { ms } = await timed(
      attemptDelivery(delivery(url), {
        dispatcher: http.forSubscription('sub_a'),
        timeoutMs: 400,
        now: Date.now(),
      }),
    );
    expect(ms).toBeLessThan(10_000);
  });

  it('gives each subscription its own sockets, so a hung one leaves another on the same host unaffected', async () => {
    const url = await serve((req, res) => {
      if (req.url === '/ok') res.writeHead(204).end();
    });
    const http = subscriberAgents({ connections: 2, timeoutMs: 5_000 });
    const hung = [1, 2, 3].map(() =>
      attemptDelivery(delivery(`${url}/hung`, 'sub_hung'), {
        dispatcher: http.forSubscription('sub_hung'),
        timeoutMs: 5_000,
        now: Date.now(),
      }),
    );
    const ok = await timed(
      attemptDelivery(delivery(`${url}/ok`, 'sub_ok'), {
        dispatcher: http.forSubscription('sub_ok'),
        timeoutMs: 5_000,
        now: Date.now(),
      }),
    );
    expect(ok.result.outcome).toBe('delivered');
    expect(ok.ms).toBeLessThan(4_000);
    servers.splice(0).forEach((s) => (s.closeAllConnections(), s.close()));
    await Promise.all(hung);
  });

  it('closes agents left idle and keeps at most maxAgents', async () => {
    const url = await serve((_req, res) => res.writeHead(204).end());
    const http = subscriberAgents({ connections: 1, timeoutMs: 1_000, idleMs: 100, maxAgents: 2 });
    for (const id of ['a', 'b', 'c']) {
      const result = await attemptDelivery(delivery(url, id), {
        dispatcher: http.forSubscription(id),
        timeoutMs: 1_000,
        now: Date.now(),
      });
      expect(result.outcome).toBe('delivered');
    }
    expect(http.size).toBe(2);
    await new Promise((r) => setTimeout(r, 300));
    expect(http.size).toBe(0);
  });
});
