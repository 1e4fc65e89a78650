/**
 * Fair sharing of one relay instance between tenants: the limits of one instance, built from its
 * configuration, and the guards the routes call. Limits are per instance, not cluster-wide.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RateLimiter } from './rate';
import { tooMany } from './respond';
import { SubscriptionCap } from './subscriptions';
import { Tarpit } from './tarpit';

export { limitInFlight } from './in-flight';
export { limitOptions } from './config';

/** One instance's limiters. */
export interface RelayLimits {
  inbound: RateLimiter;
  api: RateLimiter;
  tenantCreates: RateLimiter;
  subscriptions: SubscriptionCap;
  /** Where refused inbound requests wait before their 429. */
  tarpit: Tarpit;
}

/** The limiters for the configured numbers, on the relay's clock. */
export function createLimits(
  config: {
    limitSubscriptions: number;
    limitInboundPerMin: number;
    limitApiPerMin: number;
    limitTenantCreatesPerMin: number;
  },
  now: () => number = Date.now,
): RelayLimits {
  return {
    inbound: new RateLimiter(config.limitInboundPerMin, now),
    api: new RateLimiter(config.limitApiPerMin, now),
    tenantCreates: new RateLimiter(config.limitTenantCreatesPerMin, now),
    subscriptions: new SubscriptionCap(config.limitSubscriptions),
    tarpit: new Tarpit(),
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
  const wait = limits.inbound.take(tenant);
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
export function allowApi(limits: RelayLimits, tenant: string, res: ServerResponse): boolean {
  const wait = limits.api.take(tenant);
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
  const wait = limits.tenantCreates.take(address);
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
