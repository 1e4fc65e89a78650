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
 * are released at once (lease ended) for a later claim. A delivery stops counting when it is
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

  const done = (id: string) => {
    const tenant = tenantOf.get(id);
    if (tenant === undefined) return;
    tenantOf.delete(id);
    const left = (count.get(tenant) ?? 1) - 1;
    if (left > 0) count.set(tenant, left);
    else count.delete(tenant);
  };

  async function claimDue(options: ClaimOptions): Promise<ClaimedDelivery[]> {
    const exclude = new Set(options.exclude);
    for (const [tenant, held] of count)
      if (held >= perTenant) subscriptions.get(tenant)?.forEach((id) => exclude.add(id));
    const claimed = await store.claimDue({ ...options, exclude: [...exclude] });
    const kept: ClaimedDelivery[] = [];
    const over: string[] = [];
    for (const d of claimed) {
      const tenant = d.event.tenant;
      if (!subscriptions.has(tenant)) subscriptions.set(tenant, new Set());
      subscriptions.get(tenant)!.add(d.subscriptionId);
      const held = count.get(tenant) ?? 0;
      if (held >= perTenant) {
        over.push(d.id);
        continue;
      }
      count.set(tenant, held + 1);
      tenantOf.set(d.id, tenant);
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
