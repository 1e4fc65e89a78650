/**
 * Crash safety: a relay process (CLI, SQLite file store) is SIGKILLed at least 10 times and
 * restarted while 32 concurrent clients post events. Every event that got a 2xx must be stored
 * and delivered at least once. Counts are printed; nothing is gated on timing.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { signServiceWebhook } from '@genservice/core';
import { openStore } from '@genservice/webhook-relay';
import { freePort } from '../packages/webhook-relay/test/helpers/free-port';

const ROOT = join(__dirname, '..');
const SECRET = 'whsec_crash_test_inbound_secret';
const TOKEN = 'crash-test-api-token-0123456789';
const CONCURRENCY = 32;
const KILLS = 10;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('relay under SIGKILL', () => {
  const dir = mkdtempSync(join(tmpdir(), 'relay-crash-'));
  let child: ChildProcess | undefined;
  beforeAll(() => {
    execFileSync(join(ROOT, 'node_modules/.bin/tsc'), ['-b', 'packages/webhook-relay'], {
      cwd: ROOT,
      stdio: 'pipe',
    });
  }, 120_000);
  afterAll(() => {
    if (child?.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores and delivers every acknowledged event at least once across 10 kills', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      ...process.env,
      PORT: String(port),
      RELAY_HOST: '127.0.0.1',
      RELAY_STORE: `sqlite:${join(dir, 'relay.db')}`,
      RELAY_INBOUND_SECRET: SECRET,
      RELAY_API_TOKEN: TOKEN,
      RELAY_ALLOW_PRIVATE: 'true',
      LOG_LEVEL: 'silent',
      RELAY_RETRY_SCHEDULE: '0,0.2,0.5,1,1,1,1,1,1,1',
    };
    const start = async () => {
      child = spawn(process.execPath, [join(ROOT, 'packages/webhook-relay/dist/cli.js')], {
        env,
        stdio: 'ignore',
      });
      for (let i = 0; i < 200; i++) {
        if (child.exitCode !== null) throw new Error(`relay exited with ${child.exitCode}`);
        if ((await fetch(`${base}/readyz`).catch(() => undefined))?.ok) return;
        await sleep(25);
      }
      throw new Error('relay did not become ready');
    };

    let secret = '';
    const delivered = new Set<string>();
    let received = 0;
    let badSignatures = 0;
    const sink = createHttpServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received++;
        try {
          const body = new Webhook(secret).verify(
            Buffer.concat(chunks).toString(),
            req.headers as Record<string, string>,
          ) as { data: { id: string } };
          delivered.add(body.data.id);
        } catch {
          badSignatures++;
        }
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => sink.listen(0, '127.0.0.1', () => r()));
    const sinkUrl = `http://127.0.0.1:${(sink.address() as AddressInfo).port}/hook`;

    await start();
    const created = await fetch(`${base}/v1/subscriptions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: sinkUrl }),
    });
    secret = ((await created.json()) as { secret: string }).secret;

    const accepted = new Set<string>();
    let attempts = 0;
    let failures = 0;
    let loading = true;
    const worker = async (w: number) => {
      for (let n = 0; loading; n++) {
        const id = `w${w}-${n}`;
        const body = JSON.stringify({
          type: 'video.completed',
          payload: { id, status: 'complete', downloads: [] },
        });
        for (;;) {
          attempts++;
          const res = await fetch(`${base}/v1/inbound/default`, {
            method: 'POST',
            headers: signServiceWebhook({ rawBody: body, secret: SECRET }),
            body,
          }).catch(() => undefined);
          if (res?.status === 202) {
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
      const exited = new Promise((r) => child!.once('exit', r));
      const killedAt = Date.now();
      child!.kill('SIGKILL');
      await exited;
      kills++;
      await start();
      downMs += Date.now() - killedAt;
    }
    loading = false;
    await Promise.all(workers);
    const drainStarted = Date.now();

    for (let i = 0; i < 600 && [...accepted].some((id) => !delivered.has(id)); i++) await sleep(50);
    const drainMs = Date.now() - drainStarted;
    const exited = new Promise((r) => child!.once('exit', r));
    child!.kill('SIGTERM');
    await exited;
    await new Promise((r) => sink.close(r));

    const store = await openStore(`sqlite:${join(dir, 'relay.db')}`);
    const stored = new Set(
      (await store.recentEvents('default', { limit: 10_000_000 })).map((e) => e.projectId),
    );
    await store.close();
    const storedAccepted = [...accepted].filter((id) => stored.has(id)).length;
    const deliveredAccepted = [...accepted].filter((id) => delivered.has(id)).length;
    console.log(
      `relay crash test: ${kills} SIGKILLs in ${((Date.now() - started) / 1000).toFixed(1)} s at concurrency ${CONCURRENCY} ` +
        `(down ${(downMs / kills).toFixed(0)} ms per restart, final drain ${drainMs} ms); ` +
        `requests ${attempts} (${failures} refused or failed during restarts); accepted (2xx) ${accepted.size}; ` +
        `stored ${storedAccepted}/${accepted.size} (table holds ${stored.size}); delivered ${deliveredAccepted}/${accepted.size} ` +
        `(${received} deliveries received, ${received - delivered.size} repeats, ${badSignatures} bad signatures)`,
    );
    expect(kills).toBeGreaterThanOrEqual(KILLS);
    expect(accepted.size).toBeGreaterThan(0);
    expect(storedAccepted).toBe(accepted.size);
    expect(deliveredAccepted).toBe(accepted.size);
    expect(badSignatures).toBe(0);
  }, 120_000);
});
