/**
 * The relay of a connection, as the core's relay client on `z.request`:
 * subscriptions for triggers, one-shot watches for callbacks, recent events for
 * `performList` and dropdowns. Calls carry the relay token, never the service's key.
 */
import { createRelayClient, type RelayClient } from '@genservice/core';
import type { Bundle, ZObject } from 'zapier-platform-core';
import { settingsOf } from './auth/settings';
import { zapierRuntime } from './runtime';

/** The relay of this connection, or undefined when none is configured. Retries stay short to fit a run. */
export function relayFor(z: ZObject, bundle: Pick<Bundle, 'authData'>): RelayClient | undefined {
  const { relayUrl, relayToken } = settingsOf(bundle);
  if (!relayUrl) return undefined;
  return createRelayClient({
    baseUrl: relayUrl,
    token: relayToken ?? '',
    runtime: zapierRuntime(z),
    maxRetries: 1,
    timeoutMs: 10_000,
  });
}
