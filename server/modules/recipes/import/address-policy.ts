import { isIPv4, isIPv6 } from 'node:net';

/**
 * Where an IP address leads. `public`: the internet. `loopback`: this machine (127.0.0.0/8, ::1 and their
 * IPv4-mapped forms). `forbidden`: anything else that is not the public internet: private, link-local, CGNAT,
 * multicast, unspecified, reserved, documentation, unique-local, NAT64/6to4 forms of those, or not an address.
 */
export type AddressKind = 'public' | 'loopback' | 'forbidden';

/** [first address, prefix length] of IPv4 blocks that are not the public internet (besides 127.0.0.0/8). */
const FORBIDDEN_IPV4: [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

function ipv4Number(address: string): number {
  return address.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

function inIpv4Block(value: number, [first, prefix]: [string, number]): boolean {
  const size = 2 ** (32 - prefix);
  const start = ipv4Number(first);
  return value >= start && value < start + size;
}

function classifyIpv4(value: number): AddressKind {
  if (inIpv4Block(value, ['127.0.0.0', 8])) return 'loopback';
  return FORBIDDEN_IPV4.some((block) => inIpv4Block(value, block)) ? 'forbidden' : 'public';
}

/** The eight 16-bit groups of an IPv6 address (zone removed, embedded dotted IPv4 expanded). */
function ipv6Groups(address: string): number[] | null {
  let text = address.replace(/%.*$/, '').toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    if (!isIPv4(dotted[1])) return null;
    const value = ipv4Number(dotted[1]);
    text = `${text.slice(0, dotted.index)}${Math.floor(value / 65536).toString(16)}:${(value % 65536).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail].map((group) =>
    /^[0-9a-f]{1,4}$/.test(group) ? parseInt(group, 16) : Number.NaN,
  );
  return groups.some(Number.isNaN) ? null : groups;
}

function classifyIpv6(groups: number[]): AddressKind {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const embedded = g6 * 65536 + g7;
  const leadingZero = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0;
  if (leadingZero && g4 === 0 && g5 === 0) {
    if (g6 === 0 && g7 === 0) return 'forbidden'; // :: unspecified
    if (g6 === 0 && g7 === 1) return 'loopback'; // ::1
    return classifyIpv4(embedded); // ::a.b.c.d, IPv4-compatible (deprecated)
  }
  if (leadingZero && g4 === 0 && g5 === 0xffff) return classifyIpv4(embedded); // ::ffff:a.b.c.d, IPv4-mapped
  if (leadingZero && g4 === 0xffff && g5 === 0) return classifyIpv4(embedded); // ::ffff:0:a.b.c.d, IPv4-translated
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return classifyIpv4(embedded); // NAT64
  if (g0 === 0x2002) return classifyIpv4(g1 * 65536 + g2); // 6to4
  if (g0 === 0x2001 && (g1 === 0 || g1 === 0xdb8)) return 'forbidden'; // Teredo, documentation
  if ((g0 & 0xe000) !== 0x2000) return 'forbidden'; // outside global unicast: fc00::/7, fe80::/10, ff00::/8, ...
  return 'public';
}

/** Classifies an IP address given as text (IPv6 may be in brackets). Anything that is not an address is forbidden. */
export function classifyAddress(address: string): AddressKind {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIPv4(bare)) return classifyIpv4(ipv4Number(bare));
  if (!isIPv6(bare)) return 'forbidden';
  const groups = ipv6Groups(bare);
  return groups ? classifyIpv6(groups) : 'forbidden';
}
