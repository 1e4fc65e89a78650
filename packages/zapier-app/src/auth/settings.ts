/** The connection's settings, read once from `bundle.authData` with defaults applied. */
import { DEFAULT_BASE_URL } from '@genservice/core';
import type { Bundle } from 'zapier-platform-core';

export interface ConnectionSettings {
  apiKey: string;
  /** The service's base URL without a trailing slash. */
  baseUrl: string;
  /** The relay's base URL without a trailing slash, when one is configured. */
  relayUrl?: string;
  relayToken?: string;
}

/** Settings of the connection in `bundle`; empty optional fields count as absent. */
export function settingsOf(bundle: Pick<Bundle, 'authData'>): ConnectionSettings {
  const auth = bundle.authData ?? {};
  const trim = (v: unknown) =>
    typeof v === 'string' && v.trim() ? v.trim().replace(/\/+$/, '') : undefined;
  return {
    apiKey: typeof auth.api_key === 'string' ? auth.api_key.trim() : '',
    baseUrl: trim(auth.base_url) ?? DEFAULT_BASE_URL,
    relayUrl: trim(auth.relay_url),
    relayToken:
      typeof auth.relay_token === 'string' && auth.relay_token.trim()
        ? auth.relay_token.trim()
        : undefined,
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
