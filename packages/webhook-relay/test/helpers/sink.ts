/** A loopback subscriber that records every delivery and answers as told. */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface Sink {
  url: string;
  received: Received[];
  /** Resolves once `n` deliveries arrived (rejects after `timeoutMs`). */
  waitFor(n: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

/** `respond` picks status, headers and an optional delay per request (default 204 at once). */
export async function startSink(
  respond: (
    r: Received,
    index: number,
  ) => { status?: number; headers?: Record<string, string>; delayMs?: number } = () => ({}),
): Promise<Sink> {
  const received: Received[] = [];
  const waiters: (() => void)[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r = {
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      const index = received.push(r) - 1;
      waiters.splice(0).forEach((w) => w());
      const { status = 204, headers = {}, delayMs = 0 } = respond(r, index);
      const answer = () => res.writeHead(status, headers).end();
      if (delayMs) setTimeout(answer, delayMs);
      else answer();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    waitFor(n, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`sink got ${received.length} of ${n} deliveries`)),
          timeoutMs,
        );
        const check = () => {
          if (received.length >= n) {
            clearTimeout(timer);
            resolve(received);
          } else waiters.push(check);
        };
        check();
      });
    },
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
