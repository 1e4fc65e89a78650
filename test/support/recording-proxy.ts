/**
 * A forward proxy on 127.0.0.1 that records every outbound connection a
 * process makes when its HTTP_PROXY / HTTPS_PROXY / ALL_PROXY point here, and
 * forwards it unchanged: plain requests by absolute URL (their headers seen)
 * and CONNECT tunnels (host and port seen).
 */
import { createServer, request, type Server } from 'node:http';
import { connect } from 'node:net';

/** One outbound request or tunnel, as the proxy saw it. */
export interface ProxiedCall {
  /** `host:port` the process asked for. */
  target: string;
  method: string;
  /** The request's headers (plain HTTP only; a tunnel's are encrypted). */
  headers: Record<string, string | string[] | undefined>;
}

/** A running recorder: its URL for the proxy variables, the calls so far, and `close`. */
export interface RecordingProxy {
  url: string;
  calls: ProxiedCall[];
  close(): Promise<void>;
}

/** Starts the recorder on a free port. */
export async function startRecordingProxy(): Promise<RecordingProxy> {
  const calls: ProxiedCall[] = [];
  const server: Server = createServer((req, res) => {
    let target: URL;
    try {
      target = new URL(req.url ?? '');
    } catch {
      res.writeHead(400).end('absolute URL expected');
      return;
    }
    calls.push({ target: target.host, method: req.method ?? 'GET', headers: req.headers });
    const upstream = request(target, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  server.on('connect', (req, socket, head) => {
    const target = req.url ?? '';
    calls.push({ target, method: 'CONNECT', headers: {} });
    const [host, port] = [target.replace(/:\d+$/, ''), Number(/:(\d+)$/.exec(target)?.[1] ?? 443)];
    const upstream = connect(port, host, () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
