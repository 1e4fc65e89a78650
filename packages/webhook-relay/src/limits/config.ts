/**
 * The per-tenant limits' options (`startRelay` names; their `RELAY_LIMIT_*` variables are read in env.ts).
 * On PostgreSQL the per-minute rates are shared by every instance; the rest are per instance.
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
  /** The PostgreSQL table the per-minute rates are counted in (created when missing). */
  limitTable: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a table name: lowercase letters, digits and _')
    .default('relay_rate_limits'),
};
