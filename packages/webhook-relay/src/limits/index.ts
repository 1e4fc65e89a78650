/**
 * Fair sharing of the relay between tenants: the limits built from the configuration, and the
 * guards the routes call. On PostgreSQL the request rates (inbound events, API requests, tenant
 * creations per address) are counted in one table every instance shares; on SQLite (one
 * instance) in this instance's memory. The subscription cap reads the store; the in-flight cap
 * and the tarpit are per instance.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Limiter, LimiterKind } from './limiter';
import { RateLimiter } from './rate';
import { tooMany } from './respond';
import { openSharedLimiters } from './shared';
import { SubscriptionCap } from './subscriptions';
import { Tarpit } from './tarpit';

export { limitInFlight } from './in-flight';
export { limitOptions } from './config';
export type { Limiter, LimiterKind } from './limiter';

/** One instance's limiters. */
export interface RelayLimits {
  /** Where the request rates are counted. */
  kind: LimiterKind;
  inbound: Limiter;
  api: Limiter;
  tenantCreates: Limiter;
  subscriptions: SubscriptionCap;
  /** Where refused inbound requests wait before their 429. */
  tarpit: Tarpit;
  /** Releases what the counters hold (the shared counters' connections). */
  close(): Promise<void>;
}

/** The limits' numbers (`limitOptions`) and where the store is. */
export interface LimitsConfig {
  store: string;
  limitTable: string;
  limitSubscriptions: number;
  limitInboundPerMin: number;
  limitApiPerMin: number;
  limitTenantCreatesPerMin: number;
}

/**
 * The limiters for the configured numbers, chosen by the store's kind: `postgres` counts in the
 * shared table `limitTable` (rejects when it cannot be set up: the relay then refuses to start),
 * `sqlite` in memory on the relay's clock.
 */
export async function openLimits(
  config: LimitsConfig,
  storeKind: 'sqlite' | 'postgres',
  now: () => number = Date.now,
): Promise<RelayLimits> {
  const local = {
    subscriptions: new SubscriptionCap(config.limitSubscriptions),
    tarpit: new Tarpit(),
  };
  if (storeKind === 'postgres') {
    const shared = await openSharedLimiters(config.store, config.limitTable, {
      inbound: config.limitInboundPerMin,
      api: config.limitApiPerMin,
      tenantCreates: config.limitTenantCreatesPerMin,
    });
    return { kind: 'postgres', ...shared.limiters, ...local, close: shared.close };
  }
  return {
    kind: 'memory',
    inbound: new RateLimiter(config.limitInboundPerMin, now),
    api: new RateLimiter(config.limitApiPerMin, now),
    tenantCreates: new RateLimiter(config.limitTenantCreatesPerMin, now),
    ...local,
    close: async () => undefined,
  };
}

/**
 * Runs an inbound request under the tenant's events-per-minute limit: a token is taken first and
 * given back unless the event was accepted (202), so refused, unsigned or unknown-tenant requests
 * never count; over the limit, 429 (the service retries later), answered after up to 1 s in the
 * tarpit so a flooding sender slows down instead of costing the instance CPU.
 */
export async function limitInbound(
  limits: RelayLimits,
  tenant: string,
  res: ServerResponse,
  handle: () => unknown,
): Promise<void> {
  const wait = await limits.inbound.take(tenant);
  if (wait) {
    await limits.tarpit.hold(wait * 1000);
    if (res.destroyed) return;
    return tooMany(
      res,
      wait,
      `This account sends more than ${limits.inbound.perMinute} events per minute to this relay.`,
    );
  }
  try {
    await handle();
  } finally {
    if (res.statusCode !== 202) limits.inbound.refund(tenant);
  }
}

/** True when the tenant may make one more API request now; otherwise answers 429. */
export async function allowApi(
  limits: RelayLimits,
  tenant: string,
  res: ServerResponse,
): Promise<boolean> {
  const wait = await limits.api.take(tenant);
  if (!wait) return true;
  tooMany(
    res,
    wait,
    `This account made more than ${limits.api.perMinute} requests per minute to this relay.`,
  );
  return false;
}

/**
 * Runs `POST /v1/tenants` under the per-address limit on creating tenants. Only answers that
 * created a tenant (201) or asked the service about a key it refused (401) count.
 */
export async function limitTenantCreation(
  limits: RelayLimits,
  req: IncomingMessage,
  res: ServerResponse,
  handle: () => unknown,
): Promise<void> {
  const address = req.socket.remoteAddress ?? 'unknown';
  const wait = await limits.tenantCreates.take(address);
  if (wait)
    return tooMany(
      res,
      wait,
      `More than ${limits.tenantCreates.perMinute} accounts were connected from this address in a minute.`,
    );
  try {
    await handle();
  } finally {
    if (res.statusCode !== 201 && res.statusCode !== 401) limits.tenantCreates.refund(address);
  }
}
