/**
 * Every tenant lookup the relay makes (inbound by id, API auth by bearer token, the watchdog's
 * service key) goes through one directory serving configured tenants and hosted ones alike.
 * Hosted tenants are read from the store and cached for `cacheMs` (5 s), so relays sharing a
 * PostgreSQL see each other's new tenants at once (a miss is never cached) and a disable within it.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TenantConfig } from '../config';
import type { SecretBox } from '../secrets/box';
import type { StoredTenant, TenantStore } from '../store/tenants-schema';
import { keyHashes } from './keyed-hash';
import { configuredTenant, hostedTenant } from './tenant-views';
import type { Tenant } from './types';

export interface DirectoryOptions {
  configTenants: readonly TenantConfig[];
  store: TenantStore;
  /** Present in hosted mode only: hosted tenants are looked up only then. */
  hosted?: { box: SecretBox; peppers: Buffer[]; serviceBaseUrl?: string };
  /** When the configured tenant's last event arrived (its `receiving` and `last_event_at`). */
  lastEventOf(tenantId: string): Promise<number | undefined>;
  now: () => number;
  cacheMs?: number;
}

const digest = (s: string) => createHash('sha256').update(s).digest();
/** `t_` + 22 base64url characters (128 random bits). */
export const newTenantId = () => `t_${randomBytes(16).toString('base64url')}`;
/** `last_event_at` is written at most this often per tenant (the first event always). */
const EVENT_WRITE_MS = 60_000;

export class TenantDirectory {
  private readonly config: Map<string, TenantConfig>;
  private readonly cache = new Map<string, { tenant: Tenant; until: number }>();
  private readonly hashToId = new Map<string, string>();
  private readonly eventWritten = new Map<string, number>();
  private readonly cacheMs: number;

  constructor(private readonly o: DirectoryOptions) {
    this.config = new Map(o.configTenants.map((t) => [t.id, t]));
    this.cacheMs = o.cacheMs ?? 5_000;
  }

  /** Whether tenants are created on demand. */
  get hosted(): boolean {
    return this.o.hosted !== undefined;
  }

  /** The current keyed hash of a service API key (hosted mode only). */
  keyHash(apiKey: string): string | undefined {
    return this.o.hosted && keyHashes(this.o.hosted.peppers.slice(0, 1), apiKey)[0];
  }

  /** The tenant with this id; `fresh` skips the cache. */
  async byId(id: string, fresh = false): Promise<Tenant | undefined> {
    const configured = this.config.get(id);
    if (configured) return configuredTenant(configured);
    if (!this.o.hosted || !/^t_[A-Za-z0-9_-]{22}$/.test(id)) return undefined;
    const hit = this.cache.get(id);
    if (!fresh && hit && hit.until > this.o.now()) return hit.tenant;
    const row = await this.o.store.byId(id);
    return row && this.remember(row);
  }

  /** The tenant a bearer token belongs to: a configured API token, else a hosted service API key. */
  async byToken(token: string): Promise<Tenant | undefined> {
    const given = digest(token);
    for (const t of this.config.values())
      if (timingSafeEqual(digest(t.apiToken), given)) return configuredTenant(t);
    const found = await this.byServiceKey(token);
    return found?.tenant;
  }

  /** The hosted tenant of a service API key, with the keyed hash it is stored under (current first). */
  async byServiceKey(apiKey: string): Promise<{ tenant?: Tenant; hashes: string[] } | undefined> {
    if (!this.o.hosted) return undefined;
    const hashes = keyHashes(this.o.hosted.peppers, apiKey);
    const id = this.hashToId.get(hashes[0]!);
    const hit = id ? this.cache.get(id) : undefined;
    if (hit && hit.until > this.o.now()) return { tenant: hit.tenant, hashes };
    const row = await this.o.store.byKeyHash(hashes);
    if (!row) return { hashes };
    if (row.keyHash !== hashes[0]) await this.o.store.rehash(row.id, hashes[0]!);
    this.hashToId.set(hashes[0]!, row.id);
    return { tenant: this.remember(row), hashes };
  }

  /** Creates the key's tenant unless it exists (on any relay of the store); the key must be checked first. */
  async provision(apiKey: string): Promise<{ tenant: Tenant; created: boolean }> {
    const found = await this.byServiceKey(apiKey);
    if (!found || !this.o.hosted) throw new Error('Hosted tenants are not enabled');
    if (found.tenant) return { tenant: found.tenant, created: false };
    const { tenant, created } = await this.o.store.create({
      id: newTenantId(),
      keyHash: found.hashes[0]!,
      serviceApiKey: this.o.hosted.box.seal(apiKey),
      inboundSecret: null,
      createdAt: this.o.now(),
      lastEventAt: null,
      receiving: false,
      disabled: false,
    });
    this.hashToId.set(found.hashes[0]!, tenant.id);
    return { tenant: this.remember(tenant), created };
  }

  /** Stores a hosted tenant's webhook signing secret (sealed); `receiving` starts over unless it is the same secret. */
  async setInboundSecret(id: string, secret: string): Promise<Tenant | undefined> {
    if (!this.o.hosted) return undefined;
    const current = await this.byId(id, true);
    const stored = current?.source === 'hosted' ? current.inboundSecret : null;
    if (current && stored !== null && timingSafeEqual(digest(stored), digest(secret)))
      return current;
    const row = await this.o.store.setInboundSecret(id, this.o.hosted.box.seal(secret));
    this.eventWritten.delete(id);
    return row && this.remember(row);
  }

  /** A signed event of the tenant was accepted at `at`: the first one flips `receiving`. */
  async noteEvent(tenant: Tenant, at: number): Promise<void> {
    if (tenant.source !== 'hosted') return;
    const last = this.eventWritten.get(tenant.id);
    if (tenant.receiving && last !== undefined && at - last < EVENT_WRITE_MS) return;
    this.eventWritten.set(tenant.id, at);
    await this.o.store.noteEvent(tenant.id, at);
    const hit = this.cache.get(tenant.id);
    if (hit)
      hit.tenant = { ...hit.tenant, receiving: hit.tenant.inboundSecret !== null, lastEventAt: at };
  }

  /** Disables or enables a hosted tenant; undefined when there is none with this id. */
  async setDisabled(id: string, disabled: boolean): Promise<Tenant | undefined> {
    if (!this.o.hosted || this.config.has(id)) return undefined;
    const row = await this.o.store.setDisabled(id, disabled);
    return row && this.remember(row);
  }

  /** Configured tenants (first page only), then hosted ones oldest first, after `after`. */
  async list(options: { limit: number; after?: string }): Promise<Tenant[]> {
    const configured = options.after
      ? []
      : await Promise.all(
          [...this.config.values()].map((t) => this.withActivity(configuredTenant(t))),
        );
    const hosted = this.o.hosted
      ? (await this.o.store.list({ limit: options.limit, after: options.after })).map((r) =>
          hostedTenant(r, this.o.hosted!),
        )
      : [];
    return [...configured, ...hosted].slice(0, options.limit);
  }

  /** The tenant with a configured tenant's `receiving` and `last_event_at` read from its events. */
  async withActivity(tenant: Tenant): Promise<Tenant> {
    if (tenant.source !== 'config') return tenant;
    const last = await this.o.lastEventOf(tenant.id);
    return { ...tenant, receiving: last !== undefined, lastEventAt: last ?? null };
  }

  /** Configured tenants' ids (for the start-up log). */
  configuredIds(): string[] {
    return [...this.config.keys()];
  }

  private remember(row: StoredTenant): Tenant {
    const tenant = hostedTenant(row, this.o.hosted!);
    this.cache.set(row.id, { tenant, until: this.o.now() + this.cacheMs });
    if (this.cache.size > 10_000) this.cache.delete(this.cache.keys().next().value!);
    return tenant;
  }
}
