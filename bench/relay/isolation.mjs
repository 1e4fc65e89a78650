/**
 * Isolation measurement, in its own process: one loopback host where HUNG subscriptions
 * (`/hung/<i>`) never answer and one (`/ok`) answers 204 at once, all on the same port. EVENTS
 * events are posted INTERVAL ms apart, after 10 unmeasured warm-up events; prints the healthy
 * subscriber's delivery latencies (from the inbound POST to arrival) as JSON
 * `{ p50, p95, p99, max, delivered, hungOpen, hungReached }`.
 *   node bench/relay/isolation.mjs <hung> [events] [intervalMs]
 */
import { createRequire } from 'node:module';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const { startRelay } = require(join(here, '../../packages/webhook-relay/dist/index.js'));
const { signServiceWebhook } = require(join(here, '../../packages/core/dist/index.js'));
const HUNG = Number(process.argv[2] ?? 10);
const EVENTS = Number(process.argv[3] ?? 100);
const INTERVAL = Number(process.argv[4] ?? 10);
const dir = mkdtempSync(join(tmpdir(), 'gs-bench-isolation-'));
const tenant = {
  id: 'bench',
  inboundSecret: 'whsec_bench_inbound',
  apiToken: 'bench-api-token-0123456789',
};

const held = [];
const hungPaths = new Set();
const arrived = new Map();
const sink = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    if (req.url.startsWith('/hung/')) return void (held.push(res), hungPaths.add(req.url));
    arrived.set(JSON.parse(Buffer.concat(chunks).toString()).data.id, performance.now());
    res.writeHead(204).end();
  });
});
await new Promise((r) => sink.listen(0, '127.0.0.1', r));
const host = `http://127.0.0.1:${sink.address().port}`;

const relay = await startRelay({
  port: 0,
  host: '127.0.0.1',
  store: `sqlite:${join(dir, 'relay.db')}`,
  quiet: true,
  tenants: [tenant],
  allowPrivateSubscribers: true,
});
const subscribe = async (url) => {
  const res = await fetch(`${relay.url}/v1/subscriptions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tenant.apiToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url }),
  });
  if (res.status !== 201) throw new Error(`subscribe answered ${res.status}`);
};
for (let i = 0; i < HUNG; i++) await subscribe(`${host}/hung/${i}`);
await subscribe(`${host}/ok`);

const WARMUP = 10;
const sentAt = new Map();
for (let i = -WARMUP; i < EVENTS; i++) {
  const id = `p${i}`;
  const body = JSON.stringify({
    type: 'video.completed',
    payload: { id, status: 'complete', downloads: [] },
  });
  if (i >= 0) sentAt.set(id, performance.now());
  const res = await fetch(`${relay.url}/v1/inbound/bench`, {
    method: 'POST',
    headers: signServiceWebhook({ rawBody: body, secret: tenant.inboundSecret }),
    body,
  });
  if (res.status !== 202) throw new Error(`ingest answered ${res.status}`);
  await new Promise((r) => setTimeout(r, INTERVAL));
}
const deadline = performance.now() + 30_000;
const measured = () => [...arrived.keys()].filter((id) => sentAt.has(id));
while (measured().length < EVENTS && performance.now() < deadline)
  await new Promise((r) => setTimeout(r, 5));

const latencies = measured()
  .map((id) => arrived.get(id) - sentAt.get(id))
  .sort((a, b) => a - b);
const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))];
const result = {
  hung: HUNG,
  delivered: latencies.length,
  hungOpen: held.length,
  hungReached: hungPaths.size,
  p50: at(0.5),
  p95: at(0.95),
  p99: at(0.99),
  max: latencies.at(-1),
};
sink.closeAllConnections();
await new Promise((r) => sink.close(r));
await relay.close();
rmSync(dir, { recursive: true, force: true });
console.log(JSON.stringify(result));
