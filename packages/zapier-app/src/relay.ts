/**
 * The relay of a connection, as the core's relay client on `z.request`:
 * subscriptions for triggers, one-shot watches for callbacks, recent events for
 * `performList` and dropdowns. Calls carry the relay token, never the service's key.
 */
import { createRelayClient, type RelayClient, type RelayClientOptions } from '@genservice/core';
import type { Bundle, ZObject } from 'zapier-platform-core';
import { settingsOf } from './auth/settings';
import { zapierRuntime } from './runtime';

/** The relay client options of this connection, or undefined when it has no relay. */
export function relayOptionsFor(
  z: ZObject,
  bundle: Pick<Bundle, 'authData'>,
  deadline?: number,
): RelayClientOptions | undefined {
  const { relayUrl, relayToken } = settingsOf(bundle);
  if (!relayUrl) return undefined;
  return {
    baseUrl: relayUrl,
    token: relayToken ?? '',
    runtime: zapierRuntime(z, deadline),
    maxRetries: 1,
    timeoutMs: 10_000,
  };
}

/**
 * The relay of this connection, or undefined when none is configured. Retries stay short to fit
 * a run; with `deadline` (ms epoch) no call outlives it.
 */
export function relayFor(
  z: ZObject,
  bundle: Pick<Bundle, 'authData'>,
  deadline?: number,
): RelayClient | undefined {
  const options = relayOptionsFor(z, bundle, deadline);
  return options && createRelayClient(options);
}
