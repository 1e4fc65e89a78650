/**
 * Addresses a delivery must never reach, each with the reason an error shows:
 * private, loopback, link-local, cloud platform services, shared, multicast,
 * reserved and documentation ranges, in IPv4, IPv6 and IPv4 embedded in IPv6
 * (mapped, translated, NAT64, 6to4).
 */
import { BlockList, isIP } from 'node:net';

/** Most specific first: the first match names the reason. */
const RANGES: readonly [reason: string, cidrs: readonly string[]][] = [
  ['Azure platform service', ['168.63.129.16/32']],
  ['cloud metadata service', ['169.254.169.254/32', 'fd00:ec2::254/128', 'fd20:ce::254/128']],
  ['AWS container metadata service', ['169.254.170.2/32']],
  ['Alibaba Cloud metadata service', ['100.100.100.200/32']],
  ['Oracle Cloud metadata service', ['192.0.0.192/32']],
  ['loopback', ['127.0.0.0/8', '::1/128']],
  ['unspecified', ['0.0.0.0/8', '::/128']],
  ['private network', ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7']],
  ['link-local', ['169.254.0.0/16', 'fe80::/10']],
  ['shared address space (carrier-grade NAT)', ['100.64.0.0/10']],
  ['multicast', ['224.0.0.0/4', 'ff00::/8']],
  ['IPv4-translated', ['::ffff:0:0:0/96']],
  ['IPv4-compatible (deprecated)', ['::/96']],
  [
    'reserved',
    [
      '192.0.0.0/24',
      '192.88.99.0/24',
      '198.18.0.0/15',
      '240.0.0.0/4',
      '64:ff9b:1::/48',
      '100::/64',
      '2001::/32',
      'fec0::/10',
      '5f00::/16',
    ],
  ],
  [
    'documentation',
    ['192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32', '3fff::/20'],
  ],
];

const LISTS = RANGES.map(([reason, cidrs]) => [reason, blockList(cidrs)] as const);

/** A BlockList of CIDRs and single addresses, IPv4 and IPv6 mixed. */
export function blockList(cidrs: readonly string[]): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [net = '', bits] = cidr.split('/');
    const type = isIP(net) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(net, type);
    else list.addSubnet(net, Number(bits), type);
  }
  return list;
}

/** Whether `ip` is in `list`, also through the IPv4 address it embeds (mapped, NAT64, 6to4). */
export function inList(list: BlockList, ip: string): boolean {
  if (isIP(ip) === 4) return list.check(ip, 'ipv4');
  if (list.check(ip, 'ipv6')) return true;
  const v4 = embeddedV4(ip);
  return v4 !== undefined && list.check(v4, 'ipv4');
}

/** Why `ip` (an IP literal without brackets) must not be reached, or undefined when it is public. */
export function refusedReason(ip: string): string | undefined {
  for (const [reason, list] of LISTS) if (inList(list, ip)) return reason;
  return undefined;
}

/** The IPv4 address inside an IPv4-mapped, IPv4-translated, NAT64 (64:ff9b::/96) or 6to4 address. */
function embeddedV4(ip: string): string | undefined {
  const b = ipv6Bytes(ip);
  if (!b) return undefined;
  const zero = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  const v4 = (at: number) => Array.from(b.slice(at, at + 4)).join('.');
  if (zero(0, 10) && b[10] === 0xff && b[11] === 0xff) return v4(12);
  if (zero(0, 8) && b[8] === 0xff && b[9] === 0xff && zero(10, 12)) return v4(12);
  if (b[0] === 0 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zero(4, 12)) return v4(12);
  if (b[0] === 0x20 && b[1] === 0x02) return v4(2);
  return undefined;
}

/** The 16 bytes of a valid IPv6 address (with `::` and a dotted IPv4 tail), or undefined. */
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
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  if (groups.length !== 8) return undefined;
  const bytes = new Uint8Array(16);
  groups.forEach((g, i) => {
    const v = parseInt(g, 16);
    bytes[i * 2] = v >> 8;
    bytes[i * 2 + 1] = v & 0xff;
  });
  return bytes;
}
