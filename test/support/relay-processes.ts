/**
 * For the relay crash tests: relay CLI processes, signed inbound posts, and a
 * subscriber that verifies every delivery and counts repeats per webhook-id.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { signServiceWebhook } from '@genservice/core/internal';

export const ROOT = join(__dirname, '../..');
export const SECRET = 'whsec_crash_test_inbound_secret';
export const TOKEN = 'crash-test-api-token-0123456789';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The environment every crash-test relay shares: fast retries, no per-tenant rate limit in the way. */
export const RELAY_ENV = {
  RELAY_HOST: '127.0.0.1',
  RELAY_INBOUND_SECRET: SECRET,
  RELAY_API_TOKEN: TOKEN,
  RELAY_ALLOW_PRIVATE: 'true',
  LOG_LEVEL: 'silent',
  RELAY_RETRY_SCHEDULE: '0,0.2,0.5,1,1,1,1,1,1,1',
  RELAY_LIMIT_INBOUND_PER_MIN: '100000000',
  RELAY_LIMIT_API_PER_MIN: '100000',
};

/** Starts the built CLI on `port` and resolves once `/readyz` answers; rejects if it exits first. */
export async function startRelayProcess(
  port: number,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(ROOT, 'packages/webhook-relay/dist/cli.js')], {
    env: { ...process.env, ...RELAY_ENV, PORT: String(port), ...env },
    stdio: 'ignore',
  });
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`relay exited with ${child.exitCode}`);
    if ((await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined))?.ok) return child;
    await sleep(25);
  }
  child.kill('SIGKILL');
  throw new Error('relay did not become ready');
}

/** SIGKILLs the process and resolves once it has exited. */
export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
}

/** Posts a signed `video.completed` for project `id`; true when the relay answered 202. */
export async function postCompleted(base: string, id: string): Promise<boolean> {
  const body = JSON.stringify({
    type: 'video.completed',
    payload: { id, status: 'complete', downloads: [] },
  });
  const res = await fetch(`${base}/v1/inbound/default`, {
    method: 'POST',
    headers: signServiceWebhook({ rawBody: body, secret: SECRET }),
    body,
  }).catch(() => undefined);
  return res?.status === 202;
}

/** Creates a subscription of every event to `url`; resolves to its signing secret. */
export async function subscribe(base: string, url: string): Promise<string> {
  const res = await fetch(`${base}/v1/subscriptions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url }),
  });
  return ((await res.json()) as { secret: string }).secret;
}

/**
 * A subscriber at `/<path>` for any path: verifies each delivery with the secret set for its path,
 * records the project ids delivered per path and how often each webhook-id arrived, answers 204
 * after `delayMs`.
 */
export async function startVerifyingSink(delayMs = 0) {
  const secrets = new Map<string, string>();
  const delivered = new Map<string, Set<string>>();
  const seen = new Map<string, number>();
  const counts = { received: 0, badSignatures: 0 };
  const server = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      counts.received++;
      const path = req.url ?? '/';
      const id = String(req.headers['webhook-id']);
      seen.set(id, (seen.get(id) ?? 0) + 1);
      try {
        const body = new Webhook(secrets.get(path) ?? '').verify(
          Buffer.concat(chunks).toString(),
          req.headers as Record<string, string>,
        ) as { data: { id: string } };
        if (!delivered.has(path)) delivered.set(path, new Set());
        delivered.get(path)!.add(body.data.id);
      } catch {
        counts.badSignatures++;
      }
      setTimeout(() => res.writeHead(204).end(), delayMs);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path: string) => `${base}${path}`,
    secrets,
    delivered,
    counts,
    /** Deliveries that arrived more than once (by webhook-id). */
    repeats: () => [...seen.values()].reduce((n, c) => n + c - 1, 0),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
