/**
 * Fan-out measurement, in its own process: a relay without fan-out stores EVENTS events for
 * SUBS subscriptions pointing at the sink (argv[2]); a second relay on the same SQLite file then
 * starts fan-out, and the time until no delivery is pending is measured. Prints JSON.
 */
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const { startRelay } = require(join(here, '../../packages/webhook-relay/dist/index.js'));
const { signServiceWebhook } = require(join(here, '../../packages/core/dist/index.js'));
const [sinkUrl, eventsArg, subsArg] = process.argv.slice(2);
const EVENTS = Number(eventsArg);
const SUBS = Number(subsArg);
const dir = mkdtempSync(join(tmpdir(), 'gs-bench-fanout-'));
const tenant = {
  id: 'bench',
  inboundSecret: 'whsec_bench_inbound',
  apiToken: 'bench-api-token-0123456789',
};
const options = {
  port: 0,
  host: '127.0.0.1',
  store: `sqlite:${join(dir, 'relay.db')}`,
  quiet: true,
  tenants: [tenant],
  allowPrivateSubscribers: true,
};

const loader = await startRelay({ ...options, dispatch: false });
for (let i = 0; i < SUBS; i++) {
  await fetch(`${loader.url}/v1/subscriptions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tenant.apiToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url: `${sinkUrl}/s${i}` }),
  });
}
for (let i = 0; i < EVENTS; i += 50) {
  await Promise.all(
    Array.from({ length: Math.min(50, EVENTS - i) }, async (_, j) => {
      const body = JSON.stringify({
        type: 'video.completed',
        payload: { id: `p${i + j}`, status: 'complete', downloads: [] },
      });
      const res = await fetch(`${loader.url}/v1/inbound/bench`, {
        method: 'POST',
        headers: signServiceWebhook({ rawBody: body, secret: tenant.inboundSecret }),
        body,
      });
      if (res.status !== 202) throw new Error(`ingest answered ${res.status}`);
    }),
  );
}
await loader.close();

const relay = await startRelay({ ...options, dispatch: false });
const started = performance.now();
relay.dispatcher.start();
while ((await relay.store.queueDepth()) > 0) await new Promise((r) => setTimeout(r, 10));
const seconds = (performance.now() - started) / 1000;
await relay.close();
rmSync(dir, { recursive: true, force: true });
console.log(JSON.stringify({ deliveries: EVENTS * SUBS, seconds }));
