/**
 * @genservice/webhook-relay: `startRelay` for the CLI, tests and embedding.
 */
import type { AddressInfo } from 'node:net';
import { parseOptions, type RelayConfig, type RelayOptions } from './config';
import type { RelayContext } from './context';
import { SubscriberAgents, systemResolver, type Resolver } from './fanout/agent';
import { DeliveryDispatcher } from './fanout/dispatcher';
import { limitInFlight, openLimits } from './limits';
import { createLogger } from './logger';
import { createMetrics } from './metrics';
import { createRelayServer } from './server';
import { addressPolicy } from './ssrf';
import { startRetention } from './retention';
import { openStore } from './store';
import type { Store } from './store/types';
import { hostedSecrets, openTenancy } from './tenants/setup';
import { Watchdog, type ProjectReader } from './watchdog';

export {
  configFromEnv,
  parseOptions,
  type RelayOptions,
  type RelayConfig,
  type TenantConfig,
} from './config';
export { openStore } from './store';
export type { Store } from './store/types';
export { openApiDocument } from './openapi';
export { STANDARD_SCHEDULE_MS } from './fanout/schedule';

/** Test and embedding hooks that have no environment form. */
export interface RelayHooks {
  /** DNS resolution for subscriber hosts (the SSRF guard checks what it returns). */
  resolve?: Resolver;
  /** Clock in milliseconds. */
  now?: () => number;
  /** Reads a project at the service for the watchdog (default: the core client). */
  readProject?: ProjectReader;
  /** Log destination (default stdout). */
  logDestination?: { write(line: string): void };
  /** Wraps the opened store (fault injection in tests). */
  wrapStore?: (store: Store) => Store;
}

export interface RunningRelay {
  /** `http://host:port` the relay listens on. */
  url: string;
  port: number;
  store: Store;
  dispatcher: DeliveryDispatcher;
  watchdog: Watchdog;
  /** Stops accepting, finishes requests and attempts in flight, commits what is queued, closes the store. */
  close(): Promise<void>;
}

/** Validates the options, opens the store, listens, and starts fan-out and the watchdog. */
export async function startRelay(
  options: (RelayOptions & RelayHooks) | (RelayConfig & RelayHooks),
): Promise<RunningRelay> {
  const {
    resolve = systemResolver,
    now = Date.now,
    readProject,
    logDestination,
    wrapStore = (s: Store) => s,
    ...rest
  } = options;
  const config = parseOptions(rest);
  const secrets = config.tenants
    .flatMap((t) => [t.inboundSecret, t.apiToken, t.serviceApiKey ?? ''])
    .concat(hostedSecrets(config))
    .filter(Boolean);
  const log = createLogger({
    level: config.quiet ? 'silent' : config.logLevel,
    secrets,
    destination: logDestination,
  });
  const tenancy = openTenancy(config, wrapStore(await openStore(config.store)), now, log);
  const { store, tenants, serviceKeys } = tenancy;
  const limits = await openLimits(config, store.kind, now).catch(async (error: unknown) => {
    await tenancy.resealing;
    await store.close();
    throw error;
  });
  if (!tenancy.sealed)
    log.warn(
      'RELAY_SECRET_KEYS is not set: subscription secrets are stored unencrypted (set it to encrypt them)',
    );
  const metrics = createMetrics(() => store.queueDepth());
  const policy = addressPolicy(config.allowPrivateSubscribers, config.allowHttp);
  const http = new SubscriberAgents(policy, {
    resolve,
    connections: config.perSubscriberConcurrency,
    timeoutMs: config.deliveryTimeoutMs,
  });
  const dispatcher = new DeliveryDispatcher({
    store: limitInFlight(store, config.limitInFlight, now),
    http,
    metrics,
    log,
    now,
    timeoutMs: config.deliveryTimeoutMs,
    perSubscriber: config.perSubscriberConcurrency,
    leaseMs: config.leaseMs,
    policy: { scheduleMs: config.retryScheduleMs, jitter: config.retryJitter },
  });
  const ctx: RelayContext = {
    config,
    store,
    log,
    metrics,
    policy,
    resolve,
    dispatcher,
    tenants,
    serviceKeys,
    limits,
    now,
    closing: false,
    async accept(event) {
      const result = await store.ingest(event);
      if (result.deliveries) dispatcher.wake();
      return result;
    },
  };
  const watchdog = new Watchdog({
    store,
    tenants,
    log,
    now,
    accept: ctx.accept,
    quietMs: config.watchdogQuietMs,
    giveUpMs: config.watchdogGiveUpMs,
    intervalMs: config.watchdogIntervalMs,
    read: readProject,
  });
  const server = createRelayServer(ctx);
  try {
    await new Promise<void>((res, rej) =>
      server.once('error', rej).listen(config.port, config.host, () => res()),
    );
  } catch (error) {
    await limits.close();
    await store.close();
    await http.close();
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  if (config.dispatch) dispatcher.start();
  watchdog.start();
  const stopRetention = startRetention(store, {
    days: config.retentionDays,
    intervalMs: 3_600_000,
    now,
    log,
  });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`;
  log.info(
    { url, store: store.kind, tenants: tenants.configuredIds(), hosted: tenants.hosted },
    'relay listening',
  );

  let closed: Promise<void> | undefined;
  const close = () =>
    (closed ??= (async () => {
      ctx.closing = true;
      const drained = new Promise<void>((res) => server.close(() => res()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 10_000);
      await drained;
      clearTimeout(force);
      stopRetention();
      await watchdog.stop();
      await dispatcher.stop();
      await tenancy.resealing;
      await limits.close();
      await store.close();
      await http.close();
      log.info('relay stopped');
    })());
  return { url, port, store, dispatcher, watchdog, close };
}
