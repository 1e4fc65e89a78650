/** A tenant as the relay's routes and watchdog see it, configured or hosted alike. */

export interface Tenant {
  /** Path segment of the inbound URL; hosted ids are `t_` + 22 random base64url characters. */
  id: string;
  /** `config`: from `RELAY_TENANTS`/single-tenant variables; `hosted`: created with `POST /v1/tenants`. */
  source: 'config' | 'hosted';
  /** The service's webhook signing secret (decrypted); null until a hosted tenant stores it. */
  inboundSecret: string | null;
  /** The service API key (decrypted) the watchdog reads projects with, when known. */
  serviceApiKey?: string;
  serviceBaseUrl?: string;
  /** A secret is set and a signed event was accepted with it (configured tenants: any event stored). */
  receiving: boolean;
  lastEventAt: number | null;
  createdAt: number | null;
  /** Refused on the API and the inbound URL (403) until an admin enables it again. */
  disabled: boolean;
}
