/**
 * Crash safety of the relay CLI. SQLite: one process SIGKILLed 10 times and restarted under 32
 * concurrent clients; every event that got a 2xx must be stored and delivered at least once.
 * PostgreSQL: two processes share the store under load and one is SIGKILLed; the deliveries it had
 * claimed must resume on the survivor within 10 s, nothing may be lost, and repeats may only come
 * from what the dead one held. Figures are printed.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '@genservice/webhook-relay';
import { freePort } from '../packages/webhook-relay/test/helpers/free-port';
import { createTestDatabase } from '../packages/webhook-relay/test/helpers/postgres';
import { sqlClient } from '../packages/webhook-relay/test/store/harness';
import {
  killHard,
  postCompleted,
  ROOT,
  sleep,
  startRelayProcess,
  startVerifyingSink,
  subscribe,
} from './support/relay-processes';

const CONCURRENCY = 32;
const KILLS = 10;

describe('relay under SIGKILL', () => {
  const dir = mkdtempSync(join(tmpdir(), 'relay-crash-'));
  const children: ChildProcess[] = [];
  beforeAll(() => {
    execFileSync(join(ROOT, 'node_modules/.bin/tsc'), ['-b', 'packages/webhook-relay'], {
      cwd: ROOT,
      stdio: 'pipe',
    });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(children.map(killHard));
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores and delivers every acknowledged event at least once across 10 kills (SQLite)', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { RELAY_STORE: `sqlite:${join(dir, 'relay.db')}` };
    const start = async () => children.push(await startRelayProcess(port, env));
    const sink = await startVerifyingSink();
    await start();
    sink.secrets.set('/hook', await subscribe(base, sink.url('/hook')));

    const accepted = new Set<string>();
    let attempts = 0;
    let failures = 0;
    let loading = true;
    const worker = async (w: number) => {
      for (let n = 0; loading; n++) {
        const id = `w${w}-${n}`;
        for (;;) {
          attempts++;
          if (await postCompleted(base, id)) {
            accepted.add(id);
            break;
          }
          failures++;
          if (!loading) break;
          await sleep(20);
        }
      }
    };
    const workers = Array.from({ length: CONCURRENCY }, (_, w) => worker(w));

    let kills = 0;
    let downMs = 0;
    const started = Date.now();
    while (kills < KILLS) {
      await sleep(500 + Math.random() * 1000);
      const killedAt = Date.now();
      await killHard(children[children.length - 1]!);
      kills++;
      await start();
      downMs += Date.now() - killedAt;
    }
    loading = false;
    await Promise.all(workers);
    const drainStarted = Date.now();
    const delivered = () => sink.delivered.get('/hook') ?? new Set<string>();
    for (let i = 0; i < 600 && [...accepted].some((id) => !delivered().has(id)); i++)
      await sleep(50);
    const drainMs = Date.now() - drainStarted;
    const last = children[children.length - 1]!;
    const exited = new Promise((r) => last.once('exit', r));
    last.kill('SIGTERM');
    await exited;
    await sink.close();

    const store = await openStore(env.RELAY_STORE);
    const stored = new Set(
      (await store.recentEvents('default', { limit: 10_000_000 })).map((e) => e.projectId),
    );
    await store.close();
    const storedAccepted = [...accepted].filter((id) => stored.has(id)).length;
    const deliveredAccepted = [...accepted].filter((id) => delivered().has(id)).length;
    console.log(
      `relay crash test (SQLite): ${kills} SIGKILLs in ${((Date.now() - started) / 1000).toFixed(1)} s at concurrency ${CONCURRENCY} ` +
        `(down ${(downMs / kills).toFixed(0)} ms per restart, final drain ${drainMs} ms); ` +
        `requests ${attempts} (${failures} refused or failed during restarts); accepted (2xx) ${accepted.size}; ` +
        `stored ${storedAccepted}/${accepted.size} (table holds ${stored.size}); delivered ${deliveredAccepted}/${accepted.size} ` +
        `(${sink.counts.received} deliveries received, ${sink.repeats()} repeats, ${sink.counts.badSignatures} bad signatures)`,
    );
    expect(kills).toBeGreaterThanOrEqual(KILLS);
    expect(accepted.size).toBeGreaterThan(0);
    expect(storedAccepted).toBe(accepted.size);
    expect(deliveredAccepted).toBe(accepted.size);
    expect(sink.counts.badSignatures).toBe(0);
  }, 120_000);

  it('resumes what a SIGKILLed relay had claimed on the other relay within 10 s (PostgreSQL, default lease)', async () => {
    const db = await createTestDatabase();
    const sql = await sqlClient(db.url);
    const ports = [await freePort(), await freePort()];
    const bases = ports.map((p) => `http://127.0.0.1:${p}`);
    const env = { RELAY_STORE: db.url };
    const [a, b] = [
      await startRelayProcess(ports[0]!, env),
      await startRelayProcess(ports[1]!, env),
    ];
    children.push(a!, b!);
    const sink = await startVerifyingSink(250);
    const paths = ['/s0', '/s1', '/s2', '/s3'];
    for (const path of paths) sink.secrets.set(path, await subscribe(bases[1]!, sink.url(path)));

    const accepted = new Set<string>();
    let dead = -1;
    let loading = true;
    const worker = async (w: number) => {
      for (let n = 0; loading; n++) {
        const id = `w${w}-${n}`;
        let target = w % 2 === dead ? 1 - dead : w % 2;
        while (!(await postCompleted(bases[target]!, id))) {
          target = 1 - target;
          await sleep(20);
        }
        accepted.add(id);
        await sleep(200);
      }
    };
    const workers = Array.from({ length: 4 }, (_, w) => worker(w));

    const heldBy = async (pid: number) =>
      (
        await sql.rows(
          `SELECT id FROM deliveries WHERE status = 'pending' AND lease_owner LIKE $1`,
          [`relay-${pid}-%`],
        )
      ).map((r) => String(r.id));
    await sleep(2_500);
    let held: string[] = [];
    // Kill relay A only once it holds claims: on a loaded machine it may take a while to claim any.
    const claimDeadline = Date.now() + 20_000;
    while (!held.length && Date.now() < claimDeadline) held = await heldBy(a!.pid!);
    await killHard(a!);
    const killedAt = Date.now();
    dead = 0;
    held = await heldBy(a!.pid!);

    let resumedMs: number | undefined;
    let sentMs: number | undefined;
    while (Date.now() - killedAt < 10_000 && sentMs === undefined) {
      const rows = await sql.rows(
        `SELECT lease_owner, status FROM deliveries WHERE id = ANY($1::text[])`,
        [held],
      );
      const stillHeld = rows.filter(
        (r) => r.status === 'pending' && String(r.lease_owner).startsWith(`relay-${a!.pid}-`),
      );
      if (resumedMs === undefined && !stillHeld.length) resumedMs = Date.now() - killedAt;
      if (rows.every((r) => r.status === 'delivered')) sentMs = Date.now() - killedAt;
      else await sleep(50);
    }
    await sleep(Math.max(0, 3_000 - (Date.now() - killedAt)));
    loading = false;
    await Promise.all(workers);

    const missing = () =>
      paths.reduce(
        (n, p) => n + [...accepted].filter((id) => !sink.delivered.get(p)?.has(id)).length,
        0,
      );
    const drainStarted = Date.now();
    for (let i = 0; i < 600 && missing() > 0; i++) await sleep(50);
    const drainMs = Date.now() - drainStarted;
    await sleep(500);
    await killHard(b!);
    await sink.close();
    await sql.end();
    await db.drop();

    console.log(
      `relay crash test (PostgreSQL, two relays, default lease): one SIGKILLed while holding ${held.length} claimed deliveries; ` +
        `they resumed on the survivor after ${resumedMs ?? 'more than 10000'} ms and were all delivered after ${sentMs ?? 'more than 10000'} ms; ` +
        `accepted ${accepted.size} events × ${paths.length} subscriptions, lost ${missing()} (final drain ${drainMs} ms); ` +
        `${sink.counts.received} deliveries received, ${sink.repeats()} repeats, ${sink.counts.badSignatures} bad signatures`,
    );
    expect(held.length).toBeGreaterThan(0);
    expect(resumedMs).toBeDefined();
    expect(sentMs).toBeDefined();
    expect(missing()).toBe(0);
    expect(sink.repeats()).toBeLessThanOrEqual(held.length);
    expect(sink.counts.badSignatures).toBe(0);
  }, 120_000);
});
