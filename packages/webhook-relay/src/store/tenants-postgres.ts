/** Hosted tenants in the PostgreSQL store, shared by every relay on the database. */
import type pg from 'pg';
import { toStoredTenant, type TenantStore } from './tenants-schema';

type Row = Record<string, unknown>;

/**
 * Creation is one `INSERT … ON CONFLICT (key_hash) DO NOTHING`: relays racing to create the same
 * key's tenant serialize on the unique index, so exactly one row is written and every caller gets it.
 */
export function postgresTenants(pool: pg.Pool): TenantStore {
  const one = async (sql: string, params: unknown[]) => {
    const row = (await pool.query(sql, params)).rows[0] as Row | undefined;
    return row ? toStoredTenant(row) : undefined;
  };
  const byKeyHash = (hashes: readonly string[]) =>
    one(`SELECT * FROM tenants WHERE key_hash = ANY($1::text[]) LIMIT 1`, [hashes]);
  return {
    async create(t) {
      const inserted = await one(
        `INSERT INTO tenants (id, key_hash, service_api_key, inbound_secret, created_at, last_event_at, receiving, disabled)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (key_hash) DO NOTHING RETURNING *`,
        [
          t.id,
          t.keyHash,
          t.serviceApiKey,
          t.inboundSecret,
          t.createdAt,
          t.lastEventAt,
          t.receiving,
          t.disabled,
        ],
      );
      if (inserted) return { tenant: inserted, created: true };
      return { tenant: (await byKeyHash([t.keyHash]))!, created: false };
    },
    byId: (id) => one(`SELECT * FROM tenants WHERE id = $1`, [id]),
    byKeyHash,
    async rehash(id, keyHash) {
      await pool.query(`UPDATE tenants SET key_hash = $2 WHERE id = $1`, [id, keyHash]);
    },
    setInboundSecret: (id, sealed) =>
      one(`UPDATE tenants SET inbound_secret = $2, receiving = FALSE WHERE id = $1 RETURNING *`, [
        id,
        sealed,
      ]),
    async noteEvent(id, at) {
      await pool.query(
        `UPDATE tenants SET receiving = (inbound_secret IS NOT NULL),
          last_event_at = GREATEST(COALESCE(last_event_at, 0), $2) WHERE id = $1`,
        [id, at],
      );
    },
    setDisabled: (id, disabled) =>
      one(`UPDATE tenants SET disabled = $2 WHERE id = $1 RETURNING *`, [id, disabled]),
    list: async ({ limit, after }) =>
      (
        await pool.query(
          `SELECT * FROM tenants WHERE ($1::text IS NULL OR (created_at, id) >
          (SELECT created_at, id FROM tenants WHERE id = $1)) ORDER BY created_at, id LIMIT $2`,
          [after ?? null, limit],
        )
      ).rows.map((r: Row) => toStoredTenant(r)),
    staleTenants: async (current, limit, after = '') =>
      (
        await pool.query(
          `SELECT * FROM tenants WHERE id > $3 AND (NOT starts_with(service_api_key, $1)
          OR (inbound_secret IS NOT NULL AND NOT starts_with(inbound_secret, $1))) ORDER BY id LIMIT $2`,
          [current, limit, after],
        )
      ).rows.map((r: Row) => toStoredTenant(r)),
    staleSubscriptionSecrets: async (current, limit, after = '') =>
      (
        await pool.query(
          `SELECT id, secret FROM subscriptions WHERE id > $3 AND NOT starts_with(secret, $1) ORDER BY id LIMIT $2`,
          [current, limit, after],
        )
      ).rows.map((r: Row) => ({ id: String(r.id), secret: String(r.secret) })),
    resealTenant: async (was, next) =>
      ((
        await pool.query(
          `UPDATE tenants SET key_hash = $2, service_api_key = $3, inbound_secret = $4
          WHERE id = $1 AND key_hash = $5 AND service_api_key = $6 AND inbound_secret IS NOT DISTINCT FROM $7`,
          [
            was.id,
            next.keyHash,
            next.serviceApiKey,
            next.inboundSecret,
            was.keyHash,
            was.serviceApiKey,
            was.inboundSecret,
          ],
        )
      ).rowCount ?? 0) > 0,
    resealSubscriptionSecret: async (id, was, next) =>
      ((
        await pool.query(`UPDATE subscriptions SET secret = $2 WHERE id = $1 AND secret = $3`, [
          id,
          next,
          was,
        ])
      ).rowCount ?? 0) > 0,
  };
}
