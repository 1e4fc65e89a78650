/**
 * The noisy tenant of the fairness measurement, in its own process so its load generation does
 * not delay the quiet tenant's measurements: posts pre-signed events for tenant `t0` to argv[2]
 * at concurrency 50 for argv[3] seconds; prints the answers' status counts as JSON.
 */
import { createHmac } from 'node:crypto';
import { Agent, request } from 'node:http';

const [url, seconds] = process.argv.slice(2);
const ts = String(Math.floor(Date.now() / 1000));
const pool = Array.from({ length: 40_000 }, (_, n) => {
  const body = JSON.stringify({
    type: 'video.completed',
    payload: { id: `flood-${n}-${Math.random().toString(36).slice(2)}`, status: 'complete' },
  });
  const signature = createHmac('sha256', 'whsec_bench_t0')
    .update(`${ts}.`)
    .update(body)
    .digest('hex');
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'magic-hour-event-signature': signature,
      'magic-hour-event-timestamp': ts,
    },
  };
});
const agent = new Agent({ keepAlive: true, maxSockets: 50 });
const statuses = {};
const until = performance.now() + Number(seconds) * 1000;
let n = 0;
const one = (r) =>
  new Promise((resolve) => {
    const req = request(
      `${url}/v1/inbound/t0`,
      { method: 'POST', headers: r.headers, agent },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', () => resolve(0));
    req.end(r.body);
  });
await Promise.all(
  Array.from({ length: 50 }, async () => {
    while (performance.now() < until) {
      const status = await one(pool[n++ % pool.length]);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  }),
);
agent.destroy();
console.log(JSON.stringify(statuses));
