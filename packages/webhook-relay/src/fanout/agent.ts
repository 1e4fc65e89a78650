/**
 * The HTTP agent deliveries go through: keep-alive, and the SSRF guard applied
 * to every address a socket is about to connect to, after DNS.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, buildConnector } from 'undici';
import type { AddressPolicy } from '../ssrf';

/** A resolver with `dns.lookup`'s `all: true` result; injectable for tests. */
export type Resolver = (host: string) => Promise<LookupAddress[]>;

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

/** An undici Agent whose sockets connect only to addresses the policy allows; it never follows redirects. */
export function guardedAgent(
  policy: AddressPolicy,
  options: { resolve?: Resolver; connections?: number; timeoutMs: number },
): Agent {
  const connector = buildConnector({
    lookup: guardedLookup(policy, options.resolve ?? systemResolver),
    timeout: options.timeoutMs,
  });
  return new Agent({
    connections: options.connections ?? 64,
    keepAliveTimeout: 10_000,
    connect(opts, callback) {
      const host = opts.hostname.replace(/^\[|\]$/g, '');
      try {
        if (isIP(host)) policy.check(host, opts.hostname);
      } catch (error) {
        callback(error as Error, null);
        return;
      }
      connector(opts, callback);
    },
  });
}
