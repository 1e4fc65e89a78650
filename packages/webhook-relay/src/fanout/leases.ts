/**
 * The heartbeat of a relay's claims: while the relay holds deliveries (sending
 * them or waiting for a slot), their leases are renewed every third of the lease,
 * so a live relay never loses them and a dead one's lapse within one lease.
 */
import type { Logger } from 'pino';
import type { Store } from '../store/types';

export interface LeaseKeeperOptions {
  store: Store;
  owner: string;
  leaseMs: number;
  now: () => number;
  log: Logger;
}

/** Renews the leases of the deliveries it holds until they are dropped or released. */
export class LeaseKeeper {
  private readonly held = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private renewing: Promise<void> | undefined;

  constructor(private readonly o: LeaseKeeperOptions) {}

  /** Starts the heartbeat (every `leaseMs / 3`). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.renew(), Math.floor(this.o.leaseMs / 3));
    this.timer.unref();
  }

  /** Stops the heartbeat; leases still held lapse after at most one lease. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.renewing;
  }

  hold(id: string): void {
    this.held.add(id);
  }

  /** Stops renewing a delivery (it was settled). */
  drop(id: string): void {
    this.held.delete(id);
  }

  /** Gives deliveries this relay will not send back to every claimer at once. */
  async release(ids: readonly string[]): Promise<void> {
    ids.forEach((id) => this.held.delete(id));
    if (!ids.length) return;
    await this.o.store
      .extendLeases(this.o.owner, ids, this.o.now())
      .catch((error) => this.o.log.warn({ err: String(error) }, 'releasing leases failed'));
  }

  /** One renewal of every held lease to `now + leaseMs`; skipped while the previous one runs. */
  renew(): Promise<void> {
    if (this.renewing || !this.held.size) return this.renewing ?? Promise.resolve();
    const ids = [...this.held];
    this.renewing = this.o.store
      .extendLeases(this.o.owner, ids, this.o.now() + this.o.leaseMs)
      .then(
        () => undefined,
        (error) =>
          this.o.log.warn({ err: String(error), held: ids.length }, 'renewing leases failed'),
      )
      .finally(() => (this.renewing = undefined));
    return this.renewing;
  }
}
