/**
 * The SSRF guard for subscriber URLs: which addresses a delivery may reach.
 * Every address is checked when the socket connects (after DNS), and IP
 * literals before; private, loopback, link-local, metadata, CGNAT, multicast
 * and reserved ranges (IPv4, IPv6 and IPv4 embedded in IPv6) are refused
 * unless allowlisted.
 */
import { BlockList, isIP } from 'node:net';

const V4_BLOCKED = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
];
const V6_BLOCKED = [
  '::/96',
  '::1/128',
  '64:ff9b:1::/48',
  '100::/64',
  '2001::/32',
  '2001:db8::/32',
  'fc00::/7',
  'fe80::/10',
  'fec0::/10',
  'ff00::/8',
];

function blockList(cidrs: readonly string[]): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [net = '', bits] = cidr.split('/');
    const type = isIP(net) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(net, type);
    else list.addSubnet(net, Number(bits), type);
  }
  return list;
}

const blocked = blockList([...V4_BLOCKED, ...V6_BLOCKED]);

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
      const ip = address.replace(/^\[|\]$/g, '');
      if (!isIP(ip)) throw new BlockedDestinationError(`Not an IP address: ${ip}`);
      if (!allowed(ip, host) && inList(blocked, ip))
        throw new BlockedDestinationError(`Destination address ${ip} is not public`);
    },
    allowsHttp: (host) =>
      allowHttp ||
      allow === true ||
      names.has(host.toLowerCase()) ||
      (isIP(unbracket(host)) > 0 && inList(nets, unbracket(host))),
  };
}

/** Checks a subscriber URL's form: http(s) only, https unless allowed, no credentials, IP literals checked. */
export function checkSubscriberUrl(raw: string, policy: AddressPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new BlockedDestinationError('url must be an absolute http(s) URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new BlockedDestinationError('url must use https');
  if (url.protocol === 'http:' && !policy.allowsHttp(url.hostname))
    throw new BlockedDestinationError('url must use https');
  if (url.username || url.password)
    throw new BlockedDestinationError('url must not contain credentials');
  const host = unbracket(url.hostname);
  if (isIP(host)) policy.check(host, url.hostname);
  return url;
}

const unbracket = (host: string) => host.replace(/^\[|\]$/g, '');

/** Whether `ip` is in `list`, also through the IPv4 address embedded in mapped, NAT64 and 6to4 forms. */
function inList(list: BlockList, ip: string): boolean {
  if (isIP(ip) === 4) return list.check(ip, 'ipv4');
  if (list.check(ip, 'ipv6')) return true;
  const v4 = embeddedV4(ip);
  return v4 !== undefined && list.check(v4, 'ipv4');
}

function embeddedV4(ip: string): string | undefined {
  const b = ipv6Bytes(ip);
  if (!b) return undefined;
  const zero = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  const v4 = (at: number) => Array.from(b.slice(at, at + 4)).join('.');
  if (zero(0, 10) && b[10] === 0xff && b[11] === 0xff) return v4(12);
  if (b[0] === 0 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zero(4, 12)) return v4(12);
  if (b[0] === 0x20 && b[1] === 0x02) return v4(2);
  return undefined;
}

/** The 16 bytes of an IPv6 address (with `::` and a dotted IPv4 tail), or undefined. */
function ipv6Bytes(ip: string): Uint8Array | undefined {
  let text = ip.split('%')[0] ?? '';
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const p = dotted[1].split('.').map(Number);
    text =
      text.slice(0, -dotted[1].length) +
      `${((p[0]! << 8) | p[1]!).toString(16)}:${((p[2]! << 8) | p[3]!).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  if (groups.length !== 8) return undefined;
  const bytes = new Uint8Array(16);
  groups.forEach((g, i) => {
    const v = parseInt(g, 16);
    bytes[i * 2] = v >> 8;
    bytes[i * 2 + 1] = v & 0xff;
  });
  return bytes;
}
