/**
 * Hosted-relay parts of `bench:relay`, each relay in its own process (`tenants-server.mjs`):
 *  - tenants: 100 tenants on one instance (SQLite): ingest rate and p99 with the load spread over
 *    every tenant; then fairness: a quiet tenant's ingest p99 (one event every 20 ms) while one
 *    tenant floods at concurrency 50, against the quiet tenant alone, with the default limits
 *    and with limits off (ratios flood/alone).
 *  - cluster: 3 instances on one PostgreSQL database beside 1 (10 tenants, load spread over
 *    tenants and instances): ingest rate and p99.
 * The one-process load generator shares the machine's cores with the relays (and PostgreSQL).
 */
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import { Agent, request } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const pg = createRequire(join(here, '../../packages/webhook-relay/package.json'))('pg');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const NO_LIMIT = String(1e9);
/** Seconds the flooder runs before the quiet tenant is measured (it spends its burst by then). */
const LEAD_SEC = 3;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * q)] ?? NaN;
const p99 = (xs) => quantile(xs, 0.99);

function startRelay(store, tenants, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(here, 'tenants-server.mjs'), store, String(tenants)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, ...env },
      },
    );
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
      if (out.includes('\n'))
        resolve({
          url: JSON.parse(out.split('\n')[0]).url,
          stop: () =>
            new Promise((r) => {
              child.removeAllListeners('exit');
              child.once('exit', r);
              child.kill('SIGTERM');
            }),
        });
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`tenants-server exited with ${code}`)));
  });
}

/** A pre-signed request for tenant `t<i>` (fresh project id: never a duplicate). */
function signed(i, n) {
  const ts = String(Math.floor(Date.now() / 1000));
  const body = JSON.stringify({
    type: 'video.completed',
    payload: { id: `p${i}-${n}-${Math.random().toString(36).slice(2)}`, status: 'complete' },
  });
  const signature = createHmac('sha256', `whsec_bench_t${i}`)
    .update(`${ts}.`)
    .update(body)
    .digest('hex');
  return {
    path: `/v1/inbound/t${i}`,
    body,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'magic-hour-event-signature': signature,
      'magic-hour-event-timestamp': ts,
    },
  };
}

function send(agent, url, r) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = request(`${url}${r.path}`, { method: 'POST', headers: r.headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(r.body);
  });
}

/** `concurrency` workers posting `next()` requests to `urls` in turn until `until`. */
async function flood(urls, next, concurrency, until) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency * urls.length });
  const ms = [];
  const statuses = {};
  let k = 0;
  const worker = async () => {
    while (performance.now() < until) {
      const a = await send(agent, urls[k++ % urls.length], next());
      ms.push(a.ms);
      statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  return { ms, statuses };
}

/** Ingest at concurrency 50 spread over `tenants` tenants and every url: rate and p99. */
async function ingest(urls, tenants, seconds = SECONDS) {
  const pool = Array.from({ length: 60_000 }, (_, n) => signed(n % tenants, n));
  let n = 0;
  await flood(urls, () => pool[n++ % pool.length], 50, performance.now() + 1000);
  const started = performance.now();
  const { ms, statuses } = await flood(
    urls,
    () => pool[n++ % pool.length],
    50,
    started + seconds * 1000,
  );
  const errors = ms.length - (statuses[202] ?? 0);
  return { rps: ms.length / ((performance.now() - started) / 1000), p99: p99(ms), errors };
}

/** Runs `flooder.mjs` (tenant `t0` at concurrency 50) for `seconds`; resolves to its status counts. */
function floodFrom(url, seconds) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(here, 'flooder.mjs'), url, String(seconds)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`flooder exited with ${code}`)),
    );
  });
}

/**
 * The quiet tenant `t1` posts one event every 20 ms for SECONDS and its ingest latencies are
 * measured; when `noisy`, `t0` floods from another process meanwhile (started LEAD_SEC before).
 */
async function quietP99(url, noisy) {
  const noise = noisy ? floodFrom(url, SECONDS + LEAD_SEC + 0.5) : Promise.resolve(undefined);
  if (noisy) await new Promise((r) => setTimeout(r, LEAD_SEC * 1000));
  const until = performance.now() + SECONDS * 1000;
  const agent = new Agent({ keepAlive: true });
  const quiet = [];
  for (let i = 0; performance.now() < until; i++) {
    const tick = performance.now();
    quiet.push(send(agent, url, signed(1, i)));
    await new Promise((r) => setTimeout(r, Math.max(0, 20 - (performance.now() - tick))));
  }
  const answers = await Promise.all(quiet);
  const flooded = await noise;
  agent.destroy();
  return {
    p99: p99(answers.map((a) => a.ms)),
    p50: quantile(
      answers.map((a) => a.ms),
      0.5,
    ),
    refusedQuiet: answers.filter((a) => a.status !== 202).length,
    flood: flooded,
  };
}

/** Part "tenants": 100 tenants on one instance. */
export async function benchTenants(runs) {
  const rates = [];
  for (let run = 0; run < runs; run++) {
    const relay = await startRelay('sqlite', 100, { RELAY_LIMIT_INBOUND_PER_MIN: NO_LIMIT });
    rates.push(await ingest([relay.url], 100));
    await relay.stop();
  }
  console.log(
    `tenants: 100 tenants on one instance (SQLite), ingest at concurrency 50 spread over all (median of ${runs} runs)`,
  );
  console.log(
    `  ingest ${median(rates.map((r) => r.rps)).toFixed(0)} req/s  p99 ${median(rates.map((r) => r.p99)).toFixed(1)} ms  errors ${rates.reduce((a, r) => a + r.errors, 0)}  per run ${rates.map((r) => r.rps.toFixed(0)).join(', ')}`,
  );
  for (const [label, env] of [
    ['default limits (3000 events/min per tenant; measured once the flooder spent its burst)', {}],
    ['limits off', { RELAY_LIMIT_INBOUND_PER_MIN: NO_LIMIT }],
  ]) {
    const alone = [];
    const flooded = [];
    let last;
    for (let run = 0; run < runs; run++) {
      const relay = await startRelay('sqlite', 100, env);
      await ingest([relay.url], 100, 1);
      for (const noisy of run % 2 ? [true, false] : [false, true]) {
        const r = await quietP99(relay.url, noisy);
        (noisy ? flooded : alone).push(r);
        if (noisy) last = r;
      }
      await relay.stop();
    }
    const a = median(alone.map((r) => r.p99));
    const f = median(flooded.map((r) => r.p99));
    const a50 = median(alone.map((r) => r.p50));
    const f50 = median(flooded.map((r) => r.p50));
    console.log(
      `  fairness, ${label}: quiet tenant p99 alone ${a.toFixed(1)} ms, while t0 floods ${f.toFixed(1)} ms, ratio ${(f / a).toFixed(2)}x (p50 ${a50.toFixed(1)} / ${f50.toFixed(1)} ms); quiet refused ${flooded.reduce((s, r) => s + r.refusedQuiet, 0)}; flood answers (last run) ${JSON.stringify(last.flood)}`,
    );
  }
}

/** Part "cluster": 3 instances on one PostgreSQL database beside 1. */
export async function benchCluster(runs) {
  const admin = process.env.BENCH_RELAY_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const db = `bench_relay_${process.pid}`;
  const query = async (sql) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  const url = new URL(admin);
  url.pathname = `/${db}`;
  const results = { 1: [], 3: [] };
  try {
    for (let run = 0; run < runs; run++)
      for (const count of run % 2 ? [3, 1] : [1, 3]) {
        await query(`DROP DATABASE IF EXISTS ${db}`);
        await query(`CREATE DATABASE ${db}`);
        const relays = [];
        for (let i = 0; i < count; i++)
          relays.push(await startRelay(url.href, 10, { RELAY_LIMIT_INBOUND_PER_MIN: NO_LIMIT }));
        results[count].push(
          await ingest(
            relays.map((r) => r.url),
            10,
          ),
        );
        await Promise.all(relays.map((r) => r.stop()));
      }
  } finally {
    await query(`DROP DATABASE IF EXISTS ${db}`).catch(() => undefined);
  }
  console.log(
    `cluster: instances on one PostgreSQL database, 10 tenants, concurrency 50 spread over instances (median of ${runs} runs)`,
  );
  for (const count of [1, 3]) {
    const r = results[count];
    console.log(
      `  ${count} instance${count > 1 ? 's' : ' '}  ingest ${median(r.map((x) => x.rps))
        .toFixed(0)
        .padStart(
          6,
        )} req/s  p99 ${median(r.map((x) => x.p99)).toFixed(1)} ms  errors ${r.reduce((a, x) => a + x.errors, 0)}  per run ${r.map((x) => x.rps.toFixed(0)).join(', ')}`,
    );
  }
  const ratio = median(results[3].map((r, i) => r.rps / results[1][i].rps));
  console.log(`  3 instances / 1: ${ratio.toFixed(2)}x ingest rate (median of per-run ratios)`);
}
