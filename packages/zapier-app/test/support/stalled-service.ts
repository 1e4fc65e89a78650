/**
 * A service on 127.0.0.1 that stalls: it answers the routes a test gives, and
 * holds every other request open without a byte of answer (as a service does
 * when it hangs after accepting a create). `close` drops the held sockets.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An answer for `METHOD /path`; anything else stalls. */
export type Routes = Record<string, (req: IncomingMessage, res: ServerResponse) => void>;

/** A running stalled service: its base URL, what it received, and `close`. */
export interface StalledService {
  url: string;
  received: string[];
  close(): Promise<void>;
}

/** Starts a service that answers `routes` and stalls on everything else. */
export async function stalledService(routes: Routes): Promise<StalledService> {
  const received: string[] = [];
  const server = createServer((req, res) => {
    const route = `${req.method} ${(req.url ?? '').split('?')[0]}`;
    received.push(route);
    req.resume();
    const answer = routes[route];
    if (answer) req.on('end', () => answer(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A JSON answer. */
export function json(status: number, body: unknown) {
  return (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
}
