/**
 * Completes a key rotation: every tenant value and subscription secret not sealed under the
 * current key (older keys, and subscription secrets stored before encryption) is sealed again
 * under it, and a hosted tenant's key hash moves to the current pepper. Each row is rewritten
 * compare-and-set, so relays sweeping one PostgreSQL at once, or a secret changed meanwhile,
 * lose nothing. A row that cannot be opened is left as it is and counted.
 */
import type { TenantStore } from '../store/tenants-schema';
import { keyHashes } from '../tenants/keyed-hash';
import type { SecretBox } from './box';

const BATCH = 200;

export interface ResealCount {
  tenants: number;
  subscriptions: number;
  /** Rows whose key is no longer listed (or that do not open). */
  unreadable: number;
}

/** One sweep over the store; `pepper` (the current one) re-hashes hosted tenants' keys. */
export async function resealAll(
  store: TenantStore,
  box: SecretBox,
  pepper: Buffer | undefined,
): Promise<ResealCount> {
  const current = `v1.${box.currentKeyId}.`;
  const count: ResealCount = { tenants: 0, subscriptions: 0, unreadable: 0 };
  const again = (value: string) => box.seal(box.open(value));
  for (
    let after: string | undefined, rows;
    (rows = await store.staleTenants(current, BATCH, after)).length;
  ) {
    for (const row of rows) {
      after = row.id;
      try {
        const apiKey = box.open(row.serviceApiKey);
        const next = {
          ...row,
          keyHash: pepper ? keyHashes([pepper], apiKey)[0]! : row.keyHash,
          serviceApiKey: box.seal(apiKey),
          inboundSecret: row.inboundSecret === null ? null : again(row.inboundSecret),
        };
        if (await store.resealTenant(row, next)) count.tenants++;
      } catch {
        count.unreadable++;
      }
    }
  }
  for (
    let after: string | undefined, rows;
    (rows = await store.staleSubscriptionSecrets(current, BATCH, after)).length;
  ) {
    for (const { id, secret } of rows) {
      after = id;
      try {
        if (await store.resealSubscriptionSecret(id, secret, again(secret))) count.subscriptions++;
      } catch {
        count.unreadable++;
      }
    }
  }
  return count;
}
