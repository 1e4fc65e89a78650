/**
 * The paused variant of the n8n batch bench: the node pauses the run and the
 * relay's watches resume it (Waiting Method "Automatic" with a relay). Times
 * run from the webhook call that starts the workflow to the result reaching a
 * loopback collector, so they include n8n's start of the run and the resume.
 */
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalRelay } from '../../packages/n8n-nodes-dev/e2e/local-relay';
import type { N8n } from '../../packages/n8n-nodes-dev/e2e/n8n';

export const TENANT = {
  id: 'bench',
  inboundSecret: 'whsec_bench-inbound-secret',
  apiToken: 'bench-relay-token-0000',
};

/** A relay on a temporary SQLite store (BENCH_RELAY_API_PER_MIN sets its tenant API limit); `close` removes it. */
export async function benchRelay() {
  const dir = mkdtempSync(join(tmpdir(), 'gs-bench-relay-'));
  const relay = await startLocalRelay(dir, TENANT, {
    ...(process.env.BENCH_RELAY_API_PER_MIN
      ? { limitApiPerMin: Number(process.env.BENCH_RELAY_API_PER_MIN) }
      : {}),
  });
  return {
    url: relay.url,
    close: async () => (await relay.close(), rmSync(dir, { recursive: true, force: true })),
  };
}

/** A loopback server resolving `next()` with each JSON body posted to it. */
export async function collector() {
  const waiting: ((body: Record<string, unknown>) => void)[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req
      .on('data', (c) => (body += c))
      .on('end', () => {
        res.end('{}');
        waiting.shift()?.(JSON.parse(body));
      });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}/hit`,
    next: () => new Promise<Record<string, unknown>>((resolve) => waiting.push(resolve)),
    close: () => new Promise((r) => server.close(r)),
  };
}

/** Milliseconds from starting the workflow at `path` until its `count` complete results arrive. */
export async function pausedRun(
  n8n: N8n,
  results: Awaited<ReturnType<typeof collector>>,
  path: string,
  count: number,
): Promise<number> {
  const arrived = results.next();
  let started = Date.now();
  for (let attempt = 0; ; attempt++) {
    started = Date.now();
    const res = await fetch(`${n8n.url}/webhook/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    if (res.ok) break;
    // n8n activates published workflows shortly after it reports ready; until then the path is 404.
    if (res.status !== 404 || attempt >= 60) throw new Error(`${path}: n8n answered ${res.status}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const body = await arrived;
  const elapsed = Date.now() - started;
  if (body.count !== count || body.complete !== count)
    throw new Error(`${path}: expected ${count} complete items, got ${JSON.stringify(body)}`);
  return elapsed;
}
