/** A `Tenant` from its configuration or its (sealed) row, and the answers the API gives about one. */
import type { TenantConfig } from '../config';
import type { SecretBox } from '../secrets/box';
import type { StoredTenant } from '../store/tenants-schema';
import type { Tenant } from './types';

/** A configured tenant; its `receiving` and `last_event_at` are filled by `TenantDirectory.withActivity`. */
export function configuredTenant(t: TenantConfig): Tenant {
  return {
    id: t.id,
    source: 'config',
    inboundSecret: t.inboundSecret,
    serviceApiKey: t.serviceApiKey,
    serviceBaseUrl: t.serviceBaseUrl,
    receiving: false,
    lastEventAt: null,
    createdAt: null,
    disabled: false,
  };
}

/** A hosted tenant with its secrets opened. */
export function hostedTenant(
  row: StoredTenant,
  hosted: { box: SecretBox; serviceBaseUrl?: string },
): Tenant {
  return {
    id: row.id,
    source: 'hosted',
    inboundSecret: row.inboundSecret === null ? null : hosted.box.open(row.inboundSecret),
    serviceApiKey: hosted.box.open(row.serviceApiKey),
    serviceBaseUrl: hosted.serviceBaseUrl,
    receiving: row.receiving,
    lastEventAt: row.lastEventAt,
    createdAt: row.createdAt,
    disabled: row.disabled,
  };
}

/** `{ id, inbound_url, receiving, last_event_at, inbound_secret_set }` (`/v1/tenants`, `/v1/tenants/me`). */
export function presentTenant(t: Tenant, origin: string) {
  return {
    id: t.id,
    inbound_url: `${origin}/v1/inbound/${t.id}`,
    receiving: t.receiving,
    last_event_at: t.lastEventAt === null ? null : new Date(t.lastEventAt).toISOString(),
    inbound_secret_set: t.inboundSecret !== null,
  };
}

/** The admin API's view: no secret, but where it comes from and whether it is disabled. */
export function presentAdminTenant(t: Tenant) {
  return {
    id: t.id,
    source: t.source,
    created_at: t.createdAt === null ? null : new Date(t.createdAt).toISOString(),
    last_event_at: t.lastEventAt === null ? null : new Date(t.lastEventAt).toISOString(),
    receiving: t.receiving,
    inbound_secret_set: t.inboundSecret !== null,
    disabled: t.disabled,
  };
}
