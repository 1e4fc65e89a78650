/** What every route and background task of one relay instance shares. */
import type { Logger } from 'pino';
import type { RelayConfig, TenantConfig } from './config';
import type { DeliveryDispatcher } from './fanout/dispatcher';
import type { Resolver } from './fanout/agent';
import type { RelayMetrics } from './metrics';
import type { AddressPolicy } from './ssrf';
import type { IngestResult, NewEvent, Store } from './store/types';

export interface RelayContext {
  config: RelayConfig;
  store: Store;
  log: Logger;
  metrics: RelayMetrics;
  policy: AddressPolicy;
  resolve: Resolver;
  dispatcher: DeliveryDispatcher;
  tenants: ReadonlyMap<string, TenantConfig>;
  now(): number;
  /** Stores an event durably and wakes the fan-out; rejects when the store cannot commit. */
  accept(event: NewEvent): Promise<IngestResult>;
  /** True once shutdown began: readiness fails, new work is refused. */
  closing: boolean;
}
