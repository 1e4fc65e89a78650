/**
 * The fan-out loop: claims due deliveries, sends them with bounded concurrency
 * per subscriber (one slow endpoint never holds the others' slots), and
 * settles each attempt by the retry policy.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { RelayMetrics } from '../metrics';
import type { ClaimedDelivery, Store } from '../store/types';
import type { SubscriberAgents } from './agent';
import { sendAndSettle, type AttemptDeps } from './attempt';
import { LeaseKeeper } from './leases';
import type { RetryPolicy } from './schedule';

export interface DispatcherOptions {
  store: Store;
  http: Pick<SubscriberAgents, 'forSubscription'>;
  policy: RetryPolicy;
  metrics: RelayMetrics;
  log: Logger;
  now?: () => number;
  timeoutMs?: number;
  perSubscriber?: number;
  maxInFlight?: number;
  pollMs?: number;
  leaseMs?: number;
}

/**
 * Sends deliveries at least once each; `stop` waits for attempts in flight. The deliveries it
 * claimed stay leased to it (renewed every `leaseMs / 3`) until settled, so another relay takes
 * them over within `leaseMs` only when this one dies.
 */
export class DeliveryDispatcher {
  /** The lease owner id of this dispatcher: `relay-<pid>-<random>`. */
  readonly owner = `relay-${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly leases: LeaseKeeper;
  private readonly attempt: AttemptDeps;
  private readonly inFlight = new Map<string, number>();
  private readonly waiting = new Map<string, ClaimedDelivery[]>();
  private readonly tasks = new Set<Promise<void>>();
  private running = false;
  private stopping = false;
  private pumping: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly now: () => number;
  private readonly o: Required<Omit<DispatcherOptions, 'now'>>;

  constructor(options: DispatcherOptions) {
    this.now = options.now ?? Date.now;
    this.o = {
      timeoutMs: 15_000,
      perSubscriber: 8,
      maxInFlight: 256,
      pollMs: 500,
      leaseMs: 5_000,
      ...options,
    } as Required<Omit<DispatcherOptions, 'now'>>;
    const { store, leaseMs, log } = this.o;
    this.leases = new LeaseKeeper({ store, owner: this.owner, leaseMs, now: this.now, log });
    this.attempt = { ...this.o, owner: this.owner, now: this.now };
  }

  start(): void {
    this.running = true;
    this.leases.start();
    this.wake();
  }

  /** Claims at once (new deliveries were stored); calls during a claim cause one more claim. */
  wake(): void {
    if (!this.running) return;
    if (this.pumping) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.pumping = this.pump().finally(() => {
      this.pumping = undefined;
      if (this.running) this.timer = setTimeout(() => this.wake(), this.again ? 0 : this.o.pollMs);
      this.again = false;
    });
  }

  /** One claim of everything due at `now`, awaited to its settlements (for tests and tools). */
  async runOnce(): Promise<number> {
    const claimed = await this.claim();
    claimed.forEach((d) => this.enqueue(d));
    await this.idle();
    return claimed.length;
  }

  /**
   * Stops claiming and waits for the attempts in flight and their settlements (their leases
   * renewed meanwhile). Claimed deliveries still waiting for a slot are not sent: their leases
   * are released, so another relay sends them at once.
   */
  async stop(): Promise<void> {
    this.running = false;
    this.stopping = true;
    clearTimeout(this.timer);
    await this.pumping;
    const unsent = [...this.waiting.values()].flat().map((d) => d.id);
    this.waiting.clear();
    await this.leases.release(unsent);
    await this.idle();
    await this.leases.stop();
  }

  private async idle(): Promise<void> {
    while (this.tasks.size) await Promise.allSettled([...this.tasks]);
  }

  private async pump(): Promise<void> {
    try {
      for (let round = 0; round < 50 && this.running; round++) {
        const claimed = await this.claim();
        claimed.forEach((d) => this.enqueue(d));
        if (!claimed.length) return;
      }
      this.again = true;
    } catch (error) {
      this.o.log.error({ err: String(error) }, 'claiming deliveries failed');
    }
  }

  /**
   * Claims for subscriptions with room: each may hold `2 × perSubscriber` claimed deliveries
   * (in flight or waiting for a slot), so one relay does not hoard a backlog. Once `maxInFlight`
   * attempts are out (hung subscribers hold theirs until the timeout), a subscription with nothing
   * in flight still gets one delivery at a time, up to `2 × maxInFlight` attempts in all.
   */
  private async claim(): Promise<ClaimedDelivery[]> {
    const total = [...this.inFlight.values()].reduce((a, b) => a + b, 0);
    const shared = this.o.maxInFlight - total;
    const limit = Math.min(200, shared > 0 ? shared : 2 * this.o.maxInFlight - total);
    if (limit <= 0) return [];
    const window = shared > 0 ? 2 * this.o.perSubscriber : 1;
    const load = (id: string) => (this.inFlight.get(id) ?? 0) + (this.waiting.get(id)?.length ?? 0);
    const exclude = [...this.inFlight.keys()].filter((id) => load(id) >= window);
    return this.o.store.claimDue({
      now: this.now(),
      limit,
      owner: this.owner,
      leaseMs: this.o.leaseMs,
      exclude,
      perSubscription: window,
    });
  }

  private enqueue(d: ClaimedDelivery): void {
    this.leases.hold(d.id);
    if ((this.inFlight.get(d.subscriptionId) ?? 0) < this.o.perSubscriber) this.launch(d);
    else this.waiting.set(d.subscriptionId, [...(this.waiting.get(d.subscriptionId) ?? []), d]);
  }

  private launch(d: ClaimedDelivery): void {
    this.inFlight.set(d.subscriptionId, (this.inFlight.get(d.subscriptionId) ?? 0) + 1);
    const task = sendAndSettle(d, this.attempt).finally(() => {
      this.leases.drop(d.id);
      this.tasks.delete(task);
      const left = (this.inFlight.get(d.subscriptionId) ?? 1) - 1;
      if (left) this.inFlight.set(d.subscriptionId, left);
      else this.inFlight.delete(d.subscriptionId);
      const next = this.stopping ? undefined : this.waiting.get(d.subscriptionId)?.shift();
      if (next) this.launch(next);
      else this.waiting.delete(d.subscriptionId);
      this.wake();
    });
    this.tasks.add(task);
  }
}
