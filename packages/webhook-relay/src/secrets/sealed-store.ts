/**
 * Subscription secrets at rest: a store wrapper that seals each new subscription's secret before
 * it is written and opens it wherever one is read (claims for signing included). Rows written
 * before encryption (no `v1.` prefix) keep working as they are.
 */
import type { SecretBox } from './box';
import type { Store, Subscription } from '../store/types';

/** `store` with subscription secrets sealed by `box`; everything else passes through. */
export function sealSubscriptionSecrets(store: Store, box: SecretBox): Store {
  const open = (s: Subscription): Subscription => ({ ...s, secret: box.open(s.secret) });
  return {
    ...store,
    async createSubscription(sub) {
      const stored = await store.createSubscription({ ...sub, secret: box.seal(sub.secret) });
      return { ...stored, secret: sub.secret };
    },
    listSubscriptions: async (tenant) => (await store.listSubscriptions(tenant)).map(open),
    async getSubscription(tenant, id) {
      const sub = await store.getSubscription(tenant, id);
      return sub && open(sub);
    },
    listWatches: async () => (await store.listWatches()).map(open),
    claimDue: async (options) =>
      (await store.claimDue(options)).map((d) => ({ ...d, secret: box.open(d.secret) })),
  };
}
