/**
 * The HTTP agents deliveries go through: one per subscription, keep-alive, and
 * the SSRF guard applied to every address a socket is about to connect to, after DNS.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, buildConnector, type Dispatcher } from 'undici';
import type { AddressPolicy } from '../ssrf';
import { attemptTimeout } from './attempt-timeout';

/** A resolver with `dns.lookup`'s `all: true` result; injectable for tests. */
export type Resolver = (host: string) => Promise<LookupAddress[]>;

/** The system resolver (`dns.lookup`, every address). */
export const systemResolver: Resolver = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
  );

/** A `lookup` for `net.connect` that resolves with `resolve` and refuses any address the policy blocks. */
export function guardedLookup(policy: AddressPolicy, resolve: Resolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname)
      .then((all) => {
        const family = typeof options === 'object' ? options.family : undefined;
        const usable = all.filter((a) => !family || family === 0 || a.family === family);
        for (const a of usable) policy.check(a.address, hostname);
        if (!usable.length)
          throw Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' });
        if (typeof options === 'object' && options.all)
          (callback as (e: null, a: LookupAddress[]) => void)(null, usable);
        else callback(null, usable[0]!.address, usable[0]!.family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, '', 0));
  };
}

/** Options of `SubscriberAgents`. */
export interface SubscriberAgentOptions {
  resolve?: Resolver;
  /** Sockets of one subscription: the dispatcher's per-subscriber concurrency, so nothing queues. */
  connections: number;
  /** Bounds connecting, and separately each attempt from when its request is sent. */
  timeoutMs: number;
  /** An agent with nothing in flight for this long is closed (default 60 s). */
  idleMs?: number;
  /** Most agents kept; past it the least recently used idle ones are closed (default 1,024). */
  maxAgents?: number;
}

interface Entry {
  agent: Agent;
  dispatcher: Dispatcher;
  active: number;
  lastUsed: number;
}

/**
 * One guarded undici Agent per subscription, each with its own sockets: a subscriber that hangs
 * holds only its own connections and never delays another subscription, on the same host or not.
 * Sockets connect only to addresses the policy allows; redirects are never followed.
 */
export class SubscriberAgents {
  private readonly agents = new Map<string, Entry>();
  private readonly connect: buildConnector.connector;
  private readonly sweeper: NodeJS.Timeout;
  private readonly idleMs: number;
  private readonly maxAgents: number;

  constructor(
    policy: AddressPolicy,
    private readonly options: SubscriberAgentOptions,
  ) {
    this.idleMs = options.idleMs ?? 60_000;
    this.maxAgents = options.maxAgents ?? 1024;
    const connector = buildConnector({
      lookup: guardedLookup(policy, options.resolve ?? systemResolver),
      timeout: options.timeoutMs,
    });
    this.connect = (opts, callback) => {
      const host = opts.hostname.replace(/^\[|\]$/g, '');
      try {
        if (isIP(host)) policy.check(host, opts.hostname);
      } catch (error) {
        callback(error as Error, null);
        return;
      }
      connector(opts, callback);
    };
    this.sweeper = setInterval(() => this.sweep(Date.now() - this.idleMs), this.idleMs / 2);
    this.sweeper.unref();
  }

  /** How many subscriptions have an open agent. */
  get size(): number {
    return this.agents.size;
  }

  /** The subscription's own dispatcher, whose attempts time out `timeoutMs` after being sent. */
  forSubscription(id: string): Dispatcher {
    const entry = this.agents.get(id) ?? this.open();
    this.agents.delete(id);
    this.agents.set(id, entry);
    entry.lastUsed = Date.now();
    if (this.agents.size > this.maxAgents)
      this.sweep(Infinity, this.agents.size - this.maxAgents, entry);
    return entry.dispatcher;
  }

  /** Closes every agent, after the requests they still carry. */
  async close(): Promise<void> {
    clearInterval(this.sweeper);
    const entries = [...this.agents.values()];
    this.agents.clear();
    await Promise.all(entries.map((e) => e.agent.close().catch(() => undefined)));
  }

  private open(): Entry {
    const agent = new Agent({
      connections: this.options.connections,
      keepAliveTimeout: 10_000,
      connect: this.connect,
    });
    const entry: Entry = { agent, dispatcher: agent, active: 0, lastUsed: Date.now() };
    entry.dispatcher = agent.compose(
      attemptTimeout(this.options.timeoutMs, () => {
        entry.active++;
        return () => {
          entry.active--;
          entry.lastUsed = Date.now();
        };
      }),
    );
    return entry;
  }

  /** Closes idle agents last used before `before`, least recently used first, at most `limit`. */
  private sweep(before: number, limit = Infinity, keep?: Entry): void {
    for (const [id, entry] of this.agents) {
      if (limit <= 0) return;
      if (entry === keep || entry.active || entry.lastUsed > before) continue;
      this.agents.delete(id);
      void entry.agent.close().catch(() => undefined);
      limit--;
    }
  }
}
