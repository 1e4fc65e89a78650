/**
 * The connection's settings: what the user typed (`bundle.authData`: the API
 * key and, optionally, the service's webhook signing secret) and what the
 * publisher configured for the app version (`zapier env:set`, read from
 * `process.env` at call time): the service's URL and the hosted relay's URL.
 * No infrastructure URL is ever a connection field.
 */
import { DEFAULT_BASE_URL } from '@genservice/core/internal';
import type { Bundle } from 'zapier-platform-core';

/** The publisher's setting for the hosted relay; unset, triggers and waiting fall back to polling. */
export const RELAY_URL_ENV = 'GENSERVICE_RELAY_URL';
/** The publisher's setting for the service's URL (a sandbox for review); unset, the real service. */
export const BASE_URL_ENV = 'GENSERVICE_BASE_URL';

export interface ConnectionSettings {
  apiKey: string;
  /** The service's webhook signing secret (`whsec_…`), when the user gave it. */
  signingSecret?: string;
  /** The service's base URL without a trailing slash. */
  baseUrl: string;
  /** The hosted relay's base URL without a trailing slash, when the publisher configured one. */
  relayUrl?: string;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const url = (v: unknown) => text(v)?.replace(/\/+$/, '');

/** Settings of the connection in `bundle` under `env`; empty values count as absent. */
export function settingsOf(
  bundle: Pick<Bundle, 'authData'>,
  env: NodeJS.ProcessEnv = process.env,
): ConnectionSettings {
  const auth = bundle.authData ?? {};
  const signingSecret = text(auth.webhook_secret);
  const relayUrl = url(env[RELAY_URL_ENV]);
  return {
    apiKey: text(auth.api_key) ?? '',
    baseUrl: url(env[BASE_URL_ENV]) ?? DEFAULT_BASE_URL,
    ...(signingSecret ? { signingSecret } : {}),
    ...(relayUrl ? { relayUrl } : {}),
  };
}

/** True when `url` is a service API call (`<baseUrl>/v1/…`), never a storage or third-party URL. */
export function isServiceUrl(url: string, baseUrl: string): boolean {
  try {
    const target = new URL(url);
    const base = new URL(baseUrl);
    const prefix = `${base.pathname.replace(/\/+$/, '')}/v1/`;
    return target.origin === base.origin && target.pathname.startsWith(prefix);
  } catch {
    return false;
  }
}
