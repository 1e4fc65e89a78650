/** What every route and background task of one relay instance shares. */
import type { Logger } from 'pino';
import type { RelayConfig } from './config';
import type { DeliveryDispatcher } from './fanout/dispatcher';
import type { Resolver } from './fanout/agent';
import type { RelayLimits } from './limits';
import type { RelayMetrics } from './metrics';
import type { AddressPolicy } from './ssrf';
import type { IngestResult, NewEvent, Store } from './store/types';
import type { TenantDirectory } from './tenants/directory';
import type { ServiceKeyChecker } from './tenants/service-check';

export interface RelayContext {
  config: RelayConfig;
  store: Store;
  log: Logger;
  metrics: RelayMetrics;
  policy: AddressPolicy;
  resolve: Resolver;
  dispatcher: DeliveryDispatcher;
  /** Every tenant lookup: configured and hosted tenants. */
  tenants: TenantDirectory;
  /** Checks service API keys at the service (`POST /v1/tenants`). */
  serviceKeys: ServiceKeyChecker;
  /** Per-tenant limits (the per-minute rates are shared by every instance on PostgreSQL). */
  limits: RelayLimits;
  now(): number;
  /** Stores an event durably and wakes the fan-out; rejects when the store cannot commit. */
  accept(event: NewEvent): Promise<IngestResult>;
  /** True once shutdown began: readiness fails, new work is refused. */
  closing: boolean;
}
