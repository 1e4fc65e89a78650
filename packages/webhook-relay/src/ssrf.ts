/**
 * The SSRF guard for subscriber URLs: which addresses a delivery may reach,
 * and which URLs a subscription may name. Every address is checked when the
 * socket connects (after DNS, so a name rebound to a private address is
 * refused), and IP literals before; the refused ranges are in `address-ranges`.
 */
import { isIP } from 'node:net';
import { blockList, inList, refusedReason } from './address-ranges';
import { hasControlCharacter } from './routes/target';

/** Thrown for a subscriber URL or address the guard refuses; the message names the reason. */
export class BlockedDestinationError extends Error {
  override name = 'BlockedDestinationError';
}

/** `true` allows every address (tests, trusted networks); a list allows CIDRs, IPs and host names. */
export type Allowlist = boolean | readonly string[];

export interface AddressPolicy {
  /** Throws `BlockedDestinationError` unless `address` (reached through `host`) may be connected to. */
  check(address: string, host?: string): void;
  /** Whether plain `http:` may be used for `host`. */
  allowsHttp(host: string): boolean;
}

const unbracket = (host: string) => host.replace(/^\[|\]$/g, '');

/** The policy for an allowlist; `allowHttp` permits `http:` for every host, not only allowlisted ones. */
export function addressPolicy(allow: Allowlist = false, allowHttp = false): AddressPolicy {
  const entries =
    allow === true || allow === false
      ? []
      : allow.map((e) => e.trim().toLowerCase()).filter(Boolean);
  const names = new Set(entries.filter((e) => !isIP(e.split('/')[0] ?? '')));
  const nets = blockList(entries.filter((e) => isIP(e.split('/')[0] ?? '')));
  const allowed = (ip: string, host?: string) =>
    allow === true || (host !== undefined && names.has(host.toLowerCase())) || inList(nets, ip);
  return {
    check(address, host) {
      const ip = unbracket(address);
      if (!isIP(ip)) throw new BlockedDestinationError(`Not an IP address: ${ip}`);
      if (allowed(ip, host)) return;
      const reason = refusedReason(ip);
      if (reason)
        throw new BlockedDestinationError(`Destination address ${ip} is not public (${reason})`);
    },
    allowsHttp: (host) =>
      allowHttp ||
      allow === true ||
      names.has(host.toLowerCase()) ||
      (isIP(unbracket(host)) > 0 && inList(nets, unbracket(host))),
  };
}

/** A port written in the URL's authority, as digits, before the URL parser refuses or drops it. */
const WRITTEN_PORT =
  /^[a-z][a-z\d+.-]*:\/\/(?:[^/?#@]*@)?(?:\[[^\]/?#]*\]|[^/?#:[]*):(\d+)(?:[/?#]|$)/i;

/**
 * Checks a subscriber URL and returns it normalized (WHATWG URL; store `href`): absolute http(s),
 * https unless allowed, no control characters, port 1–65535, no credentials, IP literals checked.
 * Messages say what is wrong in the subscriber's terms.
 */
export function checkSubscriberUrl(raw: string, policy: AddressPolicy): URL {
  if (hasControlCharacter(raw))
    throw new BlockedDestinationError(
      'url must not contain control characters (such as line breaks or tabs)',
    );
  const written = WRITTEN_PORT.exec(raw.trim())?.[1];
  if (written !== undefined && !(Number(written) >= 1 && Number(written) <= 65535))
    throw new BlockedDestinationError(`url port must be between 1 and 65535 (got ${written})`);
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new BlockedDestinationError('url must be an absolute http(s) URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new BlockedDestinationError('url must use https');
  if (url.protocol === 'http:' && !policy.allowsHttp(url.hostname))
    throw new BlockedDestinationError('url must use https');
  if (url.username || url.password)
    throw new BlockedDestinationError('url must not contain credentials');
  if (url.port === '0') throw new BlockedDestinationError('url port must be between 1 and 65535');
  const host = unbracket(url.hostname);
  if (isIP(host)) policy.check(host, url.hostname);
  return url;
}
