/**
 * The hosted relay of a connection, as the core's relay client on `z.request`:
 * subscriptions for triggers, one-shot watches for callbacks, recent events for
 * `performList` and dropdowns, the connection's tenant, and its dedupe keys.
 * The relay's URL is the publisher's (`GENSERVICE_RELAY_URL`); calls carry the
 * service API key as the Bearer token (the relay knows the tenant by it) and
 * join the relay on first use (core's `joinOnFirstUse`), so a connection made
 * before the publisher configured the relay gets its tenant on its first call.
 */
import {
  createRelayClient,
  joinOnFirstUse,
  type HostedRelayClient,
  type RelayClientOptions,
} from '@genservice/core/internal';
import type { Bundle, ZObject } from 'zapier-platform-core';
import { settingsOf } from './auth/settings';
import { zapierRuntime } from './runtime';

/** The relay client options of this connection, or undefined when the app has no relay. */
export function relayOptionsFor(
  z: ZObject,
  bundle: Pick<Bundle, 'authData'>,
  deadline?: number,
): RelayClientOptions | undefined {
  const { relayUrl, apiKey } = settingsOf(bundle);
  if (!relayUrl) return undefined;
  return {
    baseUrl: relayUrl,
    token: apiKey,
    runtime: joinOnFirstUse(zapierRuntime(z, deadline), relayUrl),
    maxRetries: 1,
    timeoutMs: 10_000,
  };
}

/**
 * The relay of this connection, or undefined when the publisher configured none. Retries stay
 * short to fit a run; with `deadline` (ms epoch) no call outlives it.
 */
export function relayFor(
  z: ZObject,
  bundle: Pick<Bundle, 'authData'>,
  deadline?: number,
): HostedRelayClient | undefined {
  const options = relayOptionsFor(z, bundle, deadline);
  return options && createRelayClient(options);
}
