/**
 * A relay hosting TENANTS configured tenants (`t0`…, secret `whsec_bench_t<i>`), in its own
 * process, for the tenants and cluster parts. argv: <store> <tenants>; limits from the usual
 * RELAY_LIMIT_* variables. Prints `{"url": …}` when listening; exits on SIGTERM.
 */
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const { startRelay, configFromEnv } = createRequire(import.meta.url)(
  join(here, '../../packages/webhook-relay/dist/index.js'),
);
const [storeArg, tenantsArg] = process.argv.slice(2);
const dir = mkdtempSync(join(tmpdir(), 'gs-bench-tenants-'));
const tenants = Array.from({ length: Number(tenantsArg) }, (_, i) => ({
  id: `t${i}`,
  inboundSecret: `whsec_bench_t${i}`,
  apiToken: `bench-api-token-t${i}-0123456789`,
}));
const env = configFromEnv({ ...process.env, RELAY_TENANTS: JSON.stringify(tenants) });
const relay = await startRelay({
  ...env,
  port: 0,
  host: '127.0.0.1',
  store: storeArg === 'sqlite' ? `sqlite:${join(dir, 'relay.db')}` : storeArg,
  quiet: true,
});
console.log(JSON.stringify({ url: relay.url }));

process.on('SIGTERM', async () => {
  await relay.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
