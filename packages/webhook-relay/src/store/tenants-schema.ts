/**
 * Hosted tenants in the relay's store: one row per service API key (found by its keyed hash),
 * the same table in SQLite and PostgreSQL. The store only ever sees sealed secrets.
 */

/** The table, with `{{bigint}}` and `{{bool}}` filled per dialect by `schemaSql`. */
export const TENANT_TABLES = `
CREATE TABLE IF NOT EXISTS tenants (
  id TEXT PRIMARY KEY,
  key_hash TEXT NOT NULL UNIQUE,
  service_api_key TEXT NOT NULL,
  inbound_secret TEXT,
  created_at {{bigint}} NOT NULL,
  last_event_at {{bigint}},
  receiving {{bool}} NOT NULL DEFAULT {{false}},
  disabled {{bool}} NOT NULL DEFAULT {{false}}
);
CREATE INDEX IF NOT EXISTS tenants_created ON tenants (created_at, id);
`;

/** A tenant row; `serviceApiKey` and `inboundSecret` are sealed (`v1.…`). */
export interface StoredTenant {
  id: string;
  keyHash: string;
  serviceApiKey: string;
  inboundSecret: string | null;
  createdAt: number;
  lastEventAt: number | null;
  /** An inbound secret is stored and a signed event was accepted with it. */
  receiving: boolean;
  disabled: boolean;
}

/** Hosted tenants of every relay on the store; each operation is atomic. */
export interface TenantStore {
  /**
   * Inserts the tenant unless one with the same key hash exists (racing inserts on several
   * relays included): `created` says which; `tenant` is the one stored.
   */
  create(tenant: StoredTenant): Promise<{ tenant: StoredTenant; created: boolean }>;
  byId(id: string): Promise<StoredTenant | undefined>;
  /** The tenant whose key hash is any of `hashes`. */
  byKeyHash(hashes: readonly string[]): Promise<StoredTenant | undefined>;
  /** Moves a tenant to the current key hash (after a pepper rotation). */
  rehash(id: string, keyHash: string): Promise<void>;
  /** Stores a new sealed inbound secret; `receiving` goes back to false until an event verifies with it. */
  setInboundSecret(id: string, sealed: string): Promise<StoredTenant | undefined>;
  /** A signed event was accepted at `at`: `receiving` becomes true, `last_event_at` moves to `at`. */
  noteEvent(id: string, at: number): Promise<void>;
  setDisabled(id: string, disabled: boolean): Promise<StoredTenant | undefined>;
  /** Oldest first, after the tenant `after` when given. */
  list(options: { limit: number; after?: string }): Promise<StoredTenant[]>;
  /**
   * Up to `limit` tenants (by id, after `after`) with a sealed value not starting with `current`
   * (`v1.<keyId>.`), for re-sealing under the current key.
   */
  staleTenants(current: string, limit: number, after?: string): Promise<StoredTenant[]>;
  /** Up to `limit` subscriptions (by id, after `after`) whose secret does not start with `current`. */
  staleSubscriptionSecrets(
    current: string,
    limit: number,
    after?: string,
  ): Promise<{ id: string; secret: string }[]>;
  /** Rewrites the tenant's sealed values and key hash unless they changed since `was` was read. */
  resealTenant(was: StoredTenant, next: StoredTenant): Promise<boolean>;
  /** Rewrites a subscription's secret unless it changed since it was `was`. */
  resealSubscriptionSecret(id: string, was: string, next: string): Promise<boolean>;
}

/** A tenant from its row in either store. */
export function toStoredTenant(r: Record<string, unknown>): StoredTenant {
  return {
    id: String(r.id),
    keyHash: String(r.key_hash),
    serviceApiKey: String(r.service_api_key),
    inboundSecret: (r.inbound_secret as string | null) ?? null,
    createdAt: Number(r.created_at),
    lastEventAt:
      r.last_event_at === null || r.last_event_at === undefined ? null : Number(r.last_event_at),
    receiving: Boolean(r.receiving),
    disabled: Boolean(r.disabled),
  };
}
