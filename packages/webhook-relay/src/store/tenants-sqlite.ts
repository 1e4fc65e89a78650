/** Hosted tenants in the SQLite store. */
import type Database from 'better-sqlite3';
import { toStoredTenant, type StoredTenant, type TenantStore } from './tenants-schema';

type Row = Record<string, unknown>;

/** The tenants over an open database; each operation is one statement. */
export function sqliteTenants(db: Database.Database): TenantStore {
  const q = {
    insert: db.prepare(`INSERT INTO tenants
      (id, key_hash, service_api_key, inbound_secret, created_at, last_event_at, receiving, disabled)
      VALUES (@id, @keyHash, @serviceApiKey, @inboundSecret, @createdAt, @lastEventAt, @receiving, @disabled)
      ON CONFLICT (key_hash) DO NOTHING`),
    byId: db.prepare(`SELECT * FROM tenants WHERE id = ?`),
    byHashes: db.prepare(
      `SELECT * FROM tenants WHERE key_hash IN (SELECT value FROM json_each(?)) LIMIT 1`,
    ),
    rehash: db.prepare(`UPDATE tenants SET key_hash = ? WHERE id = ?`),
    secret: db.prepare(
      `UPDATE tenants SET inbound_secret = ?, receiving = 0 WHERE id = ? RETURNING *`,
    ),
    noteEvent:
      db.prepare(`UPDATE tenants SET receiving = CASE WHEN inbound_secret IS NULL THEN 0 ELSE 1 END,
      last_event_at = MAX(COALESCE(last_event_at, 0), ?) WHERE id = ?`),
    disabled: db.prepare(`UPDATE tenants SET disabled = ? WHERE id = ? RETURNING *`),
    staleTenants:
      db.prepare(`SELECT * FROM tenants WHERE id > @after AND (substr(service_api_key, 1, length(@current)) <> @current
      OR (inbound_secret IS NOT NULL AND substr(inbound_secret, 1, length(@current)) <> @current)) ORDER BY id LIMIT @limit`),
    staleSubs: db.prepare(`SELECT id, secret FROM subscriptions WHERE id > @after
      AND substr(secret, 1, length(@current)) <> @current ORDER BY id LIMIT @limit`),
    resealTenant:
      db.prepare(`UPDATE tenants SET key_hash = @keyHash, service_api_key = @serviceApiKey, inbound_secret = @inboundSecret
      WHERE id = @id AND key_hash = @wasHash AND service_api_key = @wasKey AND inbound_secret IS @wasSecret`),
    resealSub: db.prepare(`UPDATE subscriptions SET secret = ? WHERE id = ? AND secret = ?`),
    list: db.prepare(`SELECT * FROM tenants WHERE (@after IS NULL OR (created_at, id) >
      (SELECT created_at, id FROM tenants WHERE id = @after)) ORDER BY created_at, id LIMIT @limit`),
  };
  const one = (row: unknown) => (row ? toStoredTenant(row as Row) : undefined);
  return {
    async create(t: StoredTenant) {
      const changes = q.insert.run({
        ...t,
        receiving: Number(t.receiving),
        disabled: Number(t.disabled),
      }).changes;
      if (changes) return { tenant: t, created: true };
      return { tenant: one(q.byHashes.get(JSON.stringify([t.keyHash])))!, created: false };
    },
    byId: async (id) => one(q.byId.get(id)),
    byKeyHash: async (hashes) => one(q.byHashes.get(JSON.stringify(hashes))),
    async rehash(id, keyHash) {
      q.rehash.run(keyHash, id);
    },
    setInboundSecret: async (id, sealed) => one(q.secret.get(sealed, id)),
    async noteEvent(id, at) {
      q.noteEvent.run(at, id);
    },
    setDisabled: async (id, disabled) => one(q.disabled.get(Number(disabled), id)),
    list: async ({ limit, after }) =>
      (q.list.all({ after: after ?? null, limit }) as Row[]).map(toStoredTenant),
    staleTenants: async (current, limit, after = '') =>
      (q.staleTenants.all({ current, limit, after }) as Row[]).map(toStoredTenant),
    staleSubscriptionSecrets: async (current, limit, after = '') =>
      (q.staleSubs.all({ current, limit, after }) as Row[]).map((r) => ({
        id: String(r.id),
        secret: String(r.secret),
      })),
    resealTenant: async (was, next) =>
      q.resealTenant.run({
        id: was.id,
        keyHash: next.keyHash,
        serviceApiKey: next.serviceApiKey,
        inboundSecret: next.inboundSecret,
        wasHash: was.keyHash,
        wasKey: was.serviceApiKey,
        wasSecret: was.inboundSecret,
      }).changes > 0,
    resealSubscriptionSecret: async (id, was, next) => q.resealSub.run(next, id, was).changes > 0,
  };
}
