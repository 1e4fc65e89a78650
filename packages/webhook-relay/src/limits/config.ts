/**
 * The per-tenant limits' options (`startRelay` names and their `RELAY_LIMIT_*` environment form).
 * Every limit is per relay instance.
 */
import { z } from 'zod';

const positive = z.number().int().positive();

/** Option schema fields, spread into the relay's options schema. */
export const limitOptions = {
  /** Subscriptions a tenant may hold (watches that fired do not count). */
  limitSubscriptions: positive.default(500),
  /** Accepted inbound events per tenant per minute (bursts up to the same number). */
  limitInboundPerMin: positive.default(3_000),
  /** Deliveries of one tenant claimed by one instance at a time (sending or waiting for a slot). */
  limitInFlight: positive.default(64),
  /** Requests to the tenant API per tenant per minute (keyed batches claim and settle a key per item). */
  limitApiPerMin: positive.default(6_000),
  /** `POST /v1/tenants` that create a tenant, per client address per minute. */
  limitTenantCreatesPerMin: positive.default(30),
};

/** Option name → environment variable, for configuration errors. */
export const LIMIT_ENV_NAMES: Record<string, string> = {
  limitSubscriptions: 'RELAY_LIMIT_SUBSCRIPTIONS',
  limitInboundPerMin: 'RELAY_LIMIT_INBOUND_PER_MIN',
  limitInFlight: 'RELAY_LIMIT_IN_FLIGHT',
  limitApiPerMin: 'RELAY_LIMIT_API_PER_MIN',
  limitTenantCreatesPerMin: 'RELAY_LIMIT_TENANT_CREATES_PER_MIN',
};

/** The limits set in the environment (unset or empty variables keep the defaults). */
export function limitsFromEnv(env: NodeJS.ProcessEnv): Record<string, number | undefined> {
  return Object.fromEntries(
    Object.entries(LIMIT_ENV_NAMES).map(([option, name]) => [
      option,
      env[name] === undefined || env[name] === '' ? undefined : Number(env[name]),
    ]),
  );
}
