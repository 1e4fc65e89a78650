#!/usr/bin/env node
/**
 * Relay benchmark (after `tsc -b`):
 *  1. ingest: requests/s and p99 at concurrency 50 of the relay (signature verification and a
 *     durable SQLite insert before the 202) beside a bare node:http server answering 202, in the
 *     same run, alternating; targets ratio ≥ 0.5×, p99 ≤ 50 ms.
 *  2. fan-out: deliveries/s from a stored backlog to a loopback sink; target ≥ 2,000/s.
 *  3. isolation: delivery latency (p50/p95/p99, from the inbound POST to arrival) of a healthy
 *     subscriber while N = 0, 10, 50 subscriptions on the same host and port hang; ratios
 *     against N = 0 in the same run.
 *  4. tenants: 100 tenants on one instance: ingest rate, p99, and the fairness figure (a quiet
 *     tenant's p99 while one tenant floods, against alone) with and without the limits.
 *  5. cluster: 3 instances on one PostgreSQL database beside 1: ingest rate and p99
 *     (BENCH_RELAY_PG, default postgres://postgres@127.0.0.1:5432/postgres). See tenants.mjs.
 * Servers run in their own processes; medians of RUNS runs (default 3). BENCH_RELAY_STORE=postgres://…
 * runs the ingest part against PostgreSQL (fan-out and isolation always use SQLite).
 * BENCH_ONLY=throughput (parts 1–2), ingest (1), isolation (3), tenants (4) or cluster (5) runs one part.
 *   node bench/relay/run.mjs
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createHmac } from 'node:crypto';
import { Agent, createServer, request } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchCluster, benchTenants } from './tenants.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONCURRENCY = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SECRET = 'whsec_bench_inbound_secret';
const ONLY = process.env.BENCH_ONLY;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function startChild(script, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(here, script), ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    });
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
      if (out.includes('\n')) resolve({ child, info: JSON.parse(out.split('\n')[0]) });
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

/** Pre-signed request bodies so the load generator spends nothing on HMAC during the run. */
function signedRequests(n) {
  const ts = String(Math.floor(Date.now() / 1000));
  return Array.from({ length: n }, (_, i) => {
    const body = JSON.stringify({
      type: 'video.completed',
      payload: {
        id: `p${i}-${ts}-${Math.random().toString(36).slice(2)}`,
        status: 'complete',
        downloads: [],
      },
    });
    const signature = createHmac('sha256', SECRET).update(`${ts}.`).update(body).digest('hex');
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
}

async function load(url, path) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const reqs = signedRequests(120_000);
  const latencies = [];
  let next = 0;
  let errors = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const one = (r) =>
    new Promise((resolve) => {
      const started = performance.now();
      const req = request(`${url}${path}`, { method: 'POST', headers: r.headers, agent }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 202) errors++;
          latencies.push(performance.now() - started);
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(r.body);
    });
  const worker = async () => {
    while (performance.now() < deadline) await one(reqs[next++ % reqs.length]);
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p99: latencies[Math.floor(latencies.length * 0.99)],
    errors,
  };
}

/** CPU seconds a process has used (Linux /proc; 0 elsewhere). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

async function measureIngest(mode) {
  const { child, info } = await startChild('server.mjs', [mode], { BENCH_SECRET: SECRET });
  try {
    await load(info.url, '/v1/inbound/bench').catch(() => undefined);
    const cpuBefore = cpuSeconds(child.pid);
    const result = await load(info.url, '/v1/inbound/bench');
    return { ...result, serverCpu: (cpuSeconds(child.pid) - cpuBefore) / SECONDS };
  } finally {
    child.removeAllListeners('exit');
    await new Promise((r) => {
      child.once('exit', r);
      child.kill('SIGTERM');
    });
  }
}

async function measureFanout(events, subs) {
  let received = 0;
  const sink = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received++;
      res.writeHead(204).end();
    });
  });
  await new Promise((r) => sink.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${sink.address().port}`;
  const result = await new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(here, 'fanout.mjs'), url, String(events), String(subs)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`fanout exited with ${code}`)),
    );
  });
  sink.closeAllConnections();
  await new Promise((r) => sink.close(r));
  if (received < result.deliveries)
    throw new Error(`sink received ${received} of ${result.deliveries}`);
  return { perSecond: result.deliveries / result.seconds, deliveries: result.deliveries };
}

/** The healthy subscriber's latencies with `hung` hanging neighbours, from `isolation.mjs`. */
function measureIsolation(hung) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(here, 'isolation.mjs'), String(hung), '100', '10'],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`isolation exited with ${code}`)),
    );
  });
}

if (!ONLY || ONLY === 'throughput' || ONLY === 'ingest') {
  const ingest = { bare: [], relay: [] };
  for (let run = 0; run < RUNS; run++) {
    for (const mode of run % 2 ? ['relay', 'bare'] : ['bare', 'relay'])
      ingest[mode].push(await measureIngest(mode));
  }
  const pick = (mode) => ({
    rps: median(ingest[mode].map((r) => r.rps)),
    p99: median(ingest[mode].map((r) => r.p99)),
    cpu: median(ingest[mode].map((r) => r.serverCpu)),
    errors: ingest[mode].reduce((a, r) => a + r.errors, 0),
  });
  const bare = pick('bare');
  const relay = pick('relay');
  const fanout = [];
  if (ONLY !== 'ingest')
    for (let run = 0; run < RUNS; run++) fanout.push(await measureFanout(2_500, 4));
  const fanoutRate = median(fanout.map((f) => f.perSecond));

  console.log(
    `relay bench (Node ${process.version}, concurrency ${CONCURRENCY}, ${SECONDS} s per run, median of ${RUNS} runs)`,
  );
  const cpu = (r) => `server CPU ${(r.cpu * 100).toFixed(0)} %`;
  console.log(
    `ingest  bare node:http 202   ${bare.rps.toFixed(0).padStart(7)} req/s  p99 ${bare.p99.toFixed(1)} ms  ${cpu(bare)}  errors ${bare.errors}`,
  );
  console.log(
    `ingest  relay (verify+store)  ${relay.rps.toFixed(0).padStart(7)} req/s  p99 ${relay.p99.toFixed(1)} ms  ${cpu(relay)}  errors ${relay.errors}`,
  );
  console.log(
    `        per run (req/s)        bare ${ingest.bare.map((r) => r.rps.toFixed(0)).join(', ')} | relay ${ingest.relay.map((r) => r.rps.toFixed(0)).join(', ')}`,
  );
  const ratio = median(ingest.relay.map((r, i) => r.rps / ingest.bare[i].rps));
  console.log(
    `ingest  ratio relay/bare      ${ratio.toFixed(2)}x   (median of per-run ratios; target >= 0.5x, p99 <= 50 ms)`,
  );
  const perCpu = median(
    ingest.relay.map(
      (r, i) => r.rps / r.serverCpu / (ingest.bare[i].rps / ingest.bare[i].serverCpu),
    ),
  );
  console.log(
    `        requests per server CPU-second, relay/bare ${perCpu.toFixed(2)}x (the one-process load generator can bound both servers)`,
  );
  if (fanout.length) {
    console.log(
      `        per run (deliveries/s) ${fanout.map((f) => f.perSecond.toFixed(0)).join(', ')}`,
    );
    console.log(
      `fan-out ${fanout[0].deliveries} deliveries (2,500 events x 4 subscribers) to a loopback sink: ${fanoutRate.toFixed(0)} deliveries/s (target >= 2,000/s)`,
    );
  }
}

if (!ONLY || ONLY === 'isolation') {
  const counts = [0, 10, 50];
  const runs = Object.fromEntries(counts.map((n) => [n, []]));
  for (let run = 0; run < RUNS; run++)
    for (const n of run % 2 ? [...counts].reverse() : counts)
      runs[n].push(await measureIsolation(n));
  const pick = (n, q) => median(runs[n].map((r) => r[q]));
  console.log(
    `isolation: healthy subscriber, 100 events 10 ms apart, N hung subscriptions on the same host and port (median of ${RUNS} runs)`,
  );
  for (const n of counts) {
    const missing = runs[n].reduce((a, r) => a + (100 - r.delivered), 0);
    const ratio = (q) => (pick(n, q) / pick(0, q)).toFixed(2);
    console.log(
      `  N=${String(n).padStart(2)}  p50 ${pick(n, 'p50').toFixed(1).padStart(6)} ms  p95 ${pick(n, 'p95').toFixed(1).padStart(6)} ms  p99 ${pick(n, 'p99').toFixed(1).padStart(6)} ms  vs N=0: p50 ${ratio('p50')}x p95 ${ratio('p95')}x p99 ${ratio('p99')}x  hung attempts open ${pick(n, 'hungOpen')}  not delivered ${missing}`,
    );
  }
}

if (!ONLY || ONLY === 'tenants') await benchTenants(RUNS);
if (!ONLY || ONLY === 'cluster') await benchCluster(RUNS);
