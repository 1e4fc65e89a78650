/**
 * Wires tenancy into a starting relay: the secret box from `RELAY_SECRET_KEYS`, subscription
 * secrets sealed in the store, the tenant directory and the service key checker.
 * Without `RELAY_SECRET_KEYS` (self-hosted only; hosted mode refuses to start) subscription
 * secrets are stored as given, and `sealed` is false so the relay warns at start.
 */
import type { Logger } from 'pino';
import type { RelayConfig } from '../config';
import { secretBoxFromConfig } from '../secrets/box';
import { resealAll } from '../secrets/reseal';
import { sealSubscriptionSecrets } from '../secrets/sealed-store';
import type { Store } from '../store/types';
import { TenantDirectory } from './directory';
import { keyPeppers } from './keyed-hash';
import { serviceKeyChecker, type ServiceKeyChecker } from './service-check';

export interface Tenancy {
  store: Store;
  tenants: TenantDirectory;
  serviceKeys: ServiceKeyChecker;
  /** Whether secrets are encrypted at rest. */
  sealed: boolean;
  /** The start-up sweep re-sealing values under older keys; settles (never rejects) when done. */
  resealing: Promise<void>;
}

/**
 * The tenancy of a relay over `store` (the store as opened; the returned one seals secrets).
 * With `RELAY_SECRET_KEYS` set, a sweep starts at once re-sealing what is not under the current key.
 */
export function openTenancy(
  config: RelayConfig,
  raw: Store,
  now: () => number,
  log: Logger,
): Tenancy {
  const box = secretBoxFromConfig(config.secretKeys);
  const peppers = box && keyPeppers(box.keys, config.keyPepper);
  const store = box ? sealSubscriptionSecrets(raw, box) : raw;
  const tenants = new TenantDirectory({
    configTenants: config.tenants,
    store: raw.tenants,
    hosted:
      config.hosted && box
        ? {
            box,
            peppers: peppers!,
            serviceBaseUrl: config.serviceBaseUrl,
          }
        : undefined,
    lastEventOf: async (id) => (await raw.recentEvents(id, { limit: 1 }))[0]?.receivedAt,
    now,
  });
  const serviceKeys = serviceKeyChecker({
    baseUrl: config.serviceBaseUrl,
    timeoutMs: config.serviceTimeoutMs,
    now,
  });
  const resealing = box
    ? resealAll(raw.tenants, box, config.hosted ? peppers![0] : undefined).then(
        (count) => {
          if (count.tenants || count.subscriptions || count.unreadable)
            log[count.unreadable ? 'warn' : 'info'](
              { ...count, key: box.currentKeyId },
              'secrets re-sealed under the current key',
            );
        },
        (err) => log.warn({ err }, 're-sealing secrets under the current key stopped'),
      )
    : Promise.resolve();
  return { store, tenants, serviceKeys, sealed: box !== undefined, resealing };
}

/** Operator secrets of the hosted relay, censored wherever they would appear in a log line. */
export function hostedSecrets(config: RelayConfig): string[] {
  const keys = (config.secretKeys ?? '').split(',').map((k) => k.split(':')[1]?.trim() ?? '');
  return [...keys, config.keyPepper ?? '', config.adminToken ?? ''].filter((s) => s.length >= 8);
}
