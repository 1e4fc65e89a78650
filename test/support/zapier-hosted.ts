/**
 * The hosted setup of the Zapier end-to-end tests: a hosted relay (tenants made on demand,
 * checked against the sandbox) on a temporary SQLite store, the publisher's settings in the
 * environment, and the header form Zapier hands a REST hook's `perform`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRelay, type RelayOptions, type RunningRelay } from '@genservice/webhook-relay';
import { BASE_URL_ENV, RELAY_URL_ENV } from '../../packages/zapier-app/src/auth/settings';

/** A hosted relay whose tenants are checked against `serviceBaseUrl`; `close` also removes its store. */
export async function startHostedRelay(
  serviceBaseUrl: string,
  secretKeys: string,
  extra: Partial<RelayOptions> = {},
): Promise<{ relay: RunningRelay; close(): Promise<void> }> {
  const storeDir = mkdtempSync(join(tmpdir(), 'zapier-hosted-relay-'));
  const relay = await startRelay({
    port: 0,
    host: '127.0.0.1',
    store: `sqlite:${join(storeDir, 'relay.db')}`,
    tenants: [],
    hosted: true,
    secretKeys,
    serviceBaseUrl,
    allowPrivateSubscribers: true,
    quiet: true,
    ...extra,
  });
  return {
    relay,
    async close() {
      await relay.close();
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}

/** Sets the publisher's settings (`zapier env:set`) to the sandbox and relay; returns the undo. */
export function publisherSettings(serviceBaseUrl: string, relayUrl: string): () => void {
  const saved = [BASE_URL_ENV, RELAY_URL_ENV].map((name) => [name, process.env[name]] as const);
  process.env[BASE_URL_ENV] = serviceBaseUrl;
  process.env[RELAY_URL_ENV] = relayUrl;
  return () => {
    for (const [name, value] of saved)
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  };
}

/** Zapier's rawRequest form of the delivery headers (`Http-Webhook-Id`, …). */
export function zapierHeaders(
  headers: Record<string, string | string[] | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    out[
      `Http-${name.replace(/(^|-)([a-z])/g, (_m, d: string, c: string) => d + c.toUpperCase())}`
    ] = String(value);
  return out;
}
