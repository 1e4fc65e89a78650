/** Hosted tenants, written once for both databases. */
import type { Sql } from './sql';
import { toStoredTenant, type TenantStore } from './tenants-schema';

/**
 * The tenants; each operation is one statement. Creation is one `INSERT … ON CONFLICT (key_hash)
 * DO NOTHING`: relays racing to create the same key's tenant serialize on the unique index, so
 * exactly one row is written and every caller gets it.
 */
export function storeTenants(sql: Sql): TenantStore {
  const one = async (text: string, params: readonly unknown[]) => {
    const [row] = await sql.rows(text, params);
    return row ? toStoredTenant(row) : undefined;
  };
  const byKeyHash = (hashes: readonly string[]) =>
    one(`SELECT * FROM tenants WHERE ${sql.inList('key_hash', 1)} LIMIT 1`, [hashes]);
  /** The column's value is not sealed with the key whose prefix is `$1`. */
  const notSealedWith = (column: string) => `substr(${column}, 1, length(CAST($1 AS TEXT))) <> $1`;
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
      await sql.changes(`UPDATE tenants SET key_hash = $2 WHERE id = $1`, [id, keyHash]);
    },
    setInboundSecret: (id, sealed) =>
      one(`UPDATE tenants SET inbound_secret = $2, receiving = FALSE WHERE id = $1 RETURNING *`, [
        id,
        sealed,
      ]),
    async noteEvent(id, at) {
      await sql.changes(
        `UPDATE tenants SET receiving = (inbound_secret IS NOT NULL),
          last_event_at = CASE WHEN last_event_at > $2 THEN last_event_at ELSE $2 END WHERE id = $1`,
        [id, at],
      );
    },
    setDisabled: (id, disabled) =>
      one(`UPDATE tenants SET disabled = $2 WHERE id = $1 RETURNING *`, [id, disabled]),
    list: async ({ limit, after }) =>
      (
        await sql.rows(
          `SELECT * FROM tenants WHERE (CAST($1 AS TEXT) IS NULL OR (created_at, id) >
          (SELECT created_at, id FROM tenants WHERE id = $1)) ORDER BY created_at, id LIMIT $2`,
          [after ?? null, limit],
        )
      ).map(toStoredTenant),
    staleTenants: async (current, limit, after = '') =>
      (
        await sql.rows(
          `SELECT * FROM tenants WHERE id > $3 AND (${notSealedWith('service_api_key')}
          OR (inbound_secret IS NOT NULL AND ${notSealedWith('inbound_secret')})) ORDER BY id LIMIT $2`,
          [current, limit, after],
        )
      ).map(toStoredTenant),
    staleSubscriptionSecrets: async (current, limit, after = '') =>
      (
        await sql.rows(
          `SELECT id, secret FROM subscriptions WHERE id > $3
          AND ${notSealedWith('secret')} ORDER BY id LIMIT $2`,
          [current, limit, after],
        )
      ).map((r) => ({ id: String(r.id), secret: String(r.secret) })),
    resealTenant: async (was, next) =>
      (await sql.changes(
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
      )) > 0,
    resealSubscriptionSecret: async (id, was, next) =>
      (await sql.changes(`UPDATE subscriptions SET secret = $2 WHERE id = $1 AND secret = $3`, [
        id,
        next,
        was,
      ])) > 0,
  };
}
