/**
 * A server under test, in its own process: `bare` is node:http reading the body and answering
 * 202; `relay` is the built relay (verify + durable SQLite insert, group commit, WAL, FULL sync;
 * BENCH_RELAY_STORE=postgres://… measures the PostgreSQL store instead).
 * Prints `{"url": …}` when listening; exits on SIGTERM.
 */
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const mode = process.argv[2];
const dir = mkdtempSync(join(tmpdir(), 'gs-bench-relay-'));
let stop;

if (mode === 'bare') {
  const server = createServer((req, res) => {
    req.on('data', () => undefined);
    req.on('end', () => {
      res.writeHead(202, { 'content-type': 'application/json' });
      res.end('{"received":true}');
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  console.log(JSON.stringify({ url: `http://127.0.0.1:${server.address().port}` }));
  stop = () => new Promise((r) => server.close(r));
} else {
  const { startRelay } = createRequire(import.meta.url)(
    join(here, '../../packages/webhook-relay/dist/index.js'),
  );
  const relay = await startRelay({
    port: 0,
    host: '127.0.0.1',
    store: process.env.BENCH_RELAY_STORE || `sqlite:${join(dir, 'relay.db')}`,
    quiet: true,
    // the ingest path itself; per-tenant limits are measured by the tenants part
    limitInboundPerMin: 1e9,
    tenants: [
      {
        id: 'bench',
        inboundSecret: process.env.BENCH_SECRET,
        apiToken: 'bench-api-token-0123456789',
      },
    ],
  });
  console.log(JSON.stringify({ url: relay.url }));
  stop = () => relay.close();
}

process.on('SIGTERM', async () => {
  await stop();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
