/**
 * Deliveries in flight per tenant: the dispatcher's view of the store, limited so one tenant's
 * backlog never holds more than `perTenant` of this instance's claims (sending or waiting for a
 * slot), and the other tenants' deliveries are claimed beside it.
 */
import type { ClaimOptions, ClaimedDelivery, Settlement, Store } from '../store/types';

/** What the limit holds now (for tests and metrics). */
export interface InFlightView {
  held(tenant: string): number;
}

/**
 * The store with `claimDue` limited per tenant: subscriptions of tenants at their limit are
 * excluded from the claim, and deliveries claimed past a limit (a subscription not seen before)
 * are released at once (lease ended) for a later claim. So that subscribers that hang cannot
 * starve the tenant's other subscriptions, a tenant at its limit still gets one delivery at a time
 * for each subscription holding none, up to twice the limit. A delivery stops counting when it is
 * settled or its lease is released. Every other method is the store's own.
 */
export function limitInFlight(
  store: Store,
  perTenant: number,
  now: () => number = Date.now,
): Store & InFlightView {
  const tenantOf = new Map<string, string>();
  const count = new Map<string, number>();
  const subscriptions = new Map<string, Set<string>>();
  const subscriptionOf = new Map<string, string>();
  const bySubscription = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, n: number) => {
    const v = (map.get(key) ?? 0) + n;
    if (v > 0) map.set(key, v);
    else map.delete(key);
  };

  const done = (id: string) => {
    const tenant = tenantOf.get(id);
    if (tenant === undefined) return;
    tenantOf.delete(id);
    add(count, tenant, -1);
    add(bySubscription, subscriptionOf.get(id) ?? '', -1);
    subscriptionOf.delete(id);
  };

  async function claimDue(options: ClaimOptions): Promise<ClaimedDelivery[]> {
    const exclude = new Set(options.exclude);
    for (const [tenant, held] of count)
      if (held >= perTenant)
        subscriptions.get(tenant)?.forEach((id) => {
          if (held >= 2 * perTenant || bySubscription.has(id)) exclude.add(id);
        });
    const claimed = await store.claimDue({ ...options, exclude: [...exclude] });
    const kept: ClaimedDelivery[] = [];
    const over: string[] = [];
    for (const d of claimed) {
      const tenant = d.event.tenant;
      if (!subscriptions.has(tenant)) subscriptions.set(tenant, new Set());
      subscriptions.get(tenant)!.add(d.subscriptionId);
      const held = count.get(tenant) ?? 0;
      const idle = !bySubscription.has(d.subscriptionId);
      if (held >= perTenant && !(idle && held < 2 * perTenant)) {
        over.push(d.id);
        continue;
      }
      add(count, tenant, 1);
      add(bySubscription, d.subscriptionId, 1);
      tenantOf.set(d.id, tenant);
      subscriptionOf.set(d.id, d.subscriptionId);
      kept.push(d);
    }
    if (over.length) await store.extendLeases(options.owner, over, options.now);
    return kept;
  }

  async function settle(settlement: Settlement): Promise<void> {
    try {
      await store.settle(settlement);
    } finally {
      done(settlement.id);
    }
  }

  async function extendLeases(owner: string, ids: readonly string[], until: number) {
    const moved = await store.extendLeases(owner, ids, until);
    if (until <= now()) ids.forEach(done);
    return moved;
  }

  const own = {
    claimDue,
    settle,
    extendLeases,
    held: (tenant: string) => count.get(tenant) ?? 0,
  };
  return new Proxy(store, {
    get(target, prop) {
      if (prop in own) return own[prop as keyof typeof own];
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as Store & InFlightView;
}
