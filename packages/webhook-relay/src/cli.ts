#!/usr/bin/env node
/**
 * `genservice-relay`: runs the relay from environment variables (see config.ts),
 * drains on SIGTERM/SIGINT. `genservice-relay openapi` prints its OpenAPI document.
 */
import { configFromEnv } from './config';
import { openApiDocument } from './openapi';
import { startRelay } from './index';

const USAGE = `usage: genservice-relay [openapi | --help]

Environment:
  PORT (8080), RELAY_HOST (0.0.0.0), RELAY_STORE (sqlite:relay.db | postgres://…)
  RELAY_TENANT_ID, RELAY_INBOUND_SECRET, RELAY_API_TOKEN, GENSERVICE_API_KEY, GENSERVICE_BASE_URL
    or RELAY_TENANTS='[{"id","inboundSecret","apiToken","serviceApiKey","serviceBaseUrl"}]'
  RELAY_ALLOW_PRIVATE (true | comma list of CIDRs and host names), RELAY_ALLOW_HTTP
  RELAY_RETRY_SCHEDULE (seconds, comma list), RELAY_DELIVERY_TIMEOUT_MS, RELAY_PER_SUBSCRIBER_CONCURRENCY
  RELAY_LEASE_MS (5000: a dead relay's claimed deliveries resume on the others within it)
  RELAY_WATCHDOG_QUIET_MS, RELAY_WATCHDOG_INTERVAL_MS, RELAY_MAX_BODY_BYTES, RELAY_RETENTION_DAYS (30), LOG_LEVEL
Hosted (tenants on demand with the user's service API key):
  RELAY_HOSTED=true, RELAY_SECRET_KEYS (required: keyId:base64 32-byte key, comma list, current first),
  RELAY_KEY_PEPPER, RELAY_ADMIN_TOKEN, RELAY_PUBLIC_URL, RELAY_SERVICE_BASE_URL, RELAY_SERVICE_TIMEOUT_MS`;

async function main(): Promise<void> {
  const command = process.argv[2];
  if (command === '--help' || command === '-h') return void console.log(USAGE);
  if (command === 'openapi') return void console.log(JSON.stringify(openApiDocument(), null, 2));
  if (command) {
    console.error(USAGE);
    process.exit(2);
  }
  const relay = await startRelay(configFromEnv(process.env));
  let stopping = false;
  const stop = () => {
    if (stopping) process.exit(1);
    stopping = true;
    relay.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
