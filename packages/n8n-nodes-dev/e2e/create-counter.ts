/**
 * A loopback proxy in front of the sandbox that records every job create it
 * forwards (`POST /v1/<tool>` answered 2xx with a project id, with its body), so tests and
 * the bench count what a run really created at the service, and the method and
 * path of every request (to count upload-url calls). Everything passes through untouched.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';

/** One create the service accepted. */
export interface SeenCreate {
  path: string;
  id: string;
  name: string | null;
  at: number;
  /** The create's request body as sent. */
  body: Record<string, unknown>;
}

export interface CreateCounter {
  /** Use it as the credentials' Base URL. */
  url: string;
  /** The creates forwarded so far, oldest first. */
  creates: SeenCreate[];
  /** Every request forwarded so far as `METHOD /path` (query left off), oldest first. */
  requests: string[];
  close(): Promise<void>;
}

const isCreate = (req: IncomingMessage) =>
  req.method === 'POST' && /^\/v1\/[a-z0-9-]+$/.test(req.url ?? '');

/** A proxy forwarding to `target` (the sandbox's base URL). */
export async function startCreateCounter(target: string): Promise<CreateCounter> {
  const upstream = new URL(target);
  const creates: SeenCreate[] = [];
  const requests: string[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    requests.push(`${req.method} ${(req.url ?? '').split('?')[0]}`);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const out = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: upstream.host },
        },
        (answer) => {
          const parts: Buffer[] = [];
          answer.on('data', (c: Buffer) => parts.push(c));
          answer.on('end', () => {
            const text = Buffer.concat(parts);
            if (isCreate(req) && (answer.statusCode ?? 500) < 300) record(req, body, text);
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            res.end(text);
          });
        },
      );
      out.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
      out.end(body);
    });
  });
  const record = (req: IncomingMessage, body: Buffer, answer: Buffer) => {
    try {
      const { id } = JSON.parse(answer.toString()) as { id?: string };
      const sent = JSON.parse(body.toString() || '{}') as Record<string, unknown>;
      const name = typeof sent.name === 'string' ? sent.name : null;
      if (id) creates.push({ path: req.url!, id, name, at: Date.now(), body: sent });
    } catch {
      // not JSON: not a create
    }
  };
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    creates,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
