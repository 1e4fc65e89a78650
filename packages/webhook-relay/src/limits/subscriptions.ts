/**
 * The cap on a tenant's subscriptions: creations of one tenant run one at a time on an instance,
 * each after counting what the tenant holds, so concurrent creations cannot pass the cap together.
 */
import type { ServerResponse } from 'node:http';
import type { Store } from '../store/types';
import { tooMany } from './respond';

/** Seconds a client is told to wait when the cap is reached (after deleting some). */
const RETRY_SEC = 60;

/** Per-tenant subscription count limit (watches that already fired do not count). */
export class SubscriptionCap {
  private readonly queues = new Map<string, Promise<void>>();

  constructor(readonly max: number) {}

  /** Runs `create` when the tenant holds fewer than `max` subscriptions; otherwise answers 429. */
  async guard(
    store: Pick<Store, 'listSubscriptions'>,
    tenant: string,
    res: ServerResponse,
    create: () => unknown,
  ): Promise<void> {
    const before = this.queues.get(tenant) ?? Promise.resolve();
    const turn = before.then(async () => {
      const held = (await store.listSubscriptions(tenant)).filter((s) => s.status !== 'completed');
      if (held.length < this.max) return void (await create());
      tooMany(
        res,
        RETRY_SEC,
        `This account has ${held.length} subscriptions, the most this relay keeps for one account. Delete the ones you no longer use.`,
      );
    });
    const settled = turn.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(tenant, settled);
    try {
      await turn;
    } finally {
      if (this.queues.get(tenant) === settled) this.queues.delete(tenant);
    }
  }
}
