/** A loopback HTTP server on port 0 whose handler a test swaps; records what it received. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  bytes: Buffer;
}

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => void;

export interface Loopback {
  url: string;
  received: Received[];
  handle(handler: Handler): void;
  close(): Promise<void>;
}

/** Starts the server; every request body is read fully before the handler runs. */
export async function startLoopback(
  handler: Handler = (_req, res) => res.end(),
): Promise<Loopback> {
  let current = handler;
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      const bytes = Buffer.concat(parts);
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, bytes });
      current(req, res, bytes);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    handle: (h) => (current = h),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port that refuses connections (a server was bound there and closed). */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
