/**
 * Waking a wait on the relay's watch: a small receiver on 127.0.0.1 (started on first use) takes
 * the relay's one-shot delivery for a job, verifies it with the watch's own secret, and wakes
 * the wait. When the relay cannot reach or refuses the receiver's URL, the wait polls instead.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyDelivery, type ProjectKind, type RelayClient } from '@genservice/core/internal';

/** A watch in place: `woken` resolves when the relay delivers the job's final event. */
export interface RelayWatch {
  woken: Promise<void>;
  /** True once the relay delivered the job's final event. */
  readonly fired: boolean;
  /** Forgets the watch and deletes it at the relay (best effort). */
  stop(): Promise<void>;
}

export interface Waker {
  /** A watch on the job, or undefined when the relay refused it (then poll). */
  watch(relay: RelayClient, kind: ProjectKind, id: string): Promise<RelayWatch | undefined>;
  close(): Promise<void>;
}

const PATH = '/relay-watch/';

async function rawBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * A waker whose receiver the relay reaches at `publicUrl` (GENSERVICE_CALLBACK_URL, forwarded to
 * the receiver's port) or, by default, at `http://127.0.0.1:<port>` (a relay on this machine).
 */
export function createWaker(options: { publicUrl?: string; port?: number } = {}): Waker {
  const waiting = new Map<string, { secret: Promise<string>; wake(): void }>();
  let server: Promise<{ http: Server; base: string }> | undefined;

  const start = () =>
    (server ??= new Promise((resolve, reject) => {
      const http = createServer((req, res) => {
        const token = (req.url ?? '').startsWith(PATH) ? req.url!.slice(PATH.length) : '';
        const entry = waiting.get(token);
        if (req.method !== 'POST' || !entry) return void res.writeHead(410).end();
        Promise.all([rawBody(req), entry.secret]).then(
          ([body, secret]) => {
            try {
              verifyDelivery({ rawBody: body, headers: req.headers, secret, scheme: 'relay' });
            } catch {
              return void res.writeHead(401).end();
            }
            entry.wake();
            res.writeHead(204).end();
          },
          () => res.writeHead(400).end(),
        );
      });
      http.on('error', reject);
      http.listen(options.port ?? 0, '127.0.0.1', () => {
        http.unref();
        const port = (http.address() as AddressInfo).port;
        const base = (options.publicUrl ?? `http://127.0.0.1:${port}`).replace(/\/+$/, '');
        resolve({ http, base });
      });
    }));

  return {
    async watch(relay, kind, id) {
      const { base } = await start();
      const token = randomUUID();
      let fired = false;
      let wake = () => undefined as void;
      const woken = new Promise<void>((resolve) => (wake = () => ((fired = true), resolve())));
      let known = (_secret: string) => undefined as void;
      // Registered before the watch exists: the relay may deliver as soon as it answers.
      waiting.set(token, { secret: new Promise((r) => (known = r)), wake });
      const created = await relay.watch(kind, id, `${base}${PATH}${token}`).catch(() => undefined);
      known(created?.secret ?? '');
      if (!created) {
        waiting.delete(token);
        return undefined;
      }
      return {
        woken,
        get fired() {
          return fired;
        },
        async stop() {
          waiting.delete(token);
          await relay.unsubscribe(created.id).catch(() => undefined);
        },
      };
    },
    async close() {
      if (!server) return;
      const { http } = await server;
      await new Promise<void>((r) => (http.close(() => r()), http.closeAllConnections()));
    },
  };
}
