import net from 'node:net';

/*
 * Which addresses the enrichment fetcher may connect to. A user types the domain, so without this
 * check the server could be made to read its own admin ports, the cloud metadata service
 * (169.254.169.254) or anything else on the private network (SSRF). Only globally routable
 * unicast addresses pass; IPv6 forms that embed an IPv4 address are judged by that address.
 */

type Range = readonly [network: number, prefixLength: number];

const ipv4 = (a: number, b: number, c: number, d: number) => ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;

/** Special-purpose IPv4 ranges (IANA registry) that are never a public web server. */
const BLOCKED_IPV4: readonly Range[] = [
  [ipv4(0, 0, 0, 0), 8], // "this network", unspecified
  [ipv4(10, 0, 0, 0), 8], // private
  [ipv4(100, 64, 0, 0), 10], // carrier-grade NAT
  [ipv4(127, 0, 0, 0), 8], // loopback
  [ipv4(169, 254, 0, 0), 16], // link-local (cloud metadata)
  [ipv4(172, 16, 0, 0), 12], // private
  [ipv4(192, 0, 0, 0), 24], // IETF protocol assignments
  [ipv4(192, 0, 2, 0), 24], // documentation
  [ipv4(192, 88, 99, 0), 24], // 6to4 relay anycast
  [ipv4(192, 168, 0, 0), 16], // private
  [ipv4(198, 18, 0, 0), 15], // benchmarking
  [ipv4(198, 51, 100, 0), 24], // documentation
  [ipv4(203, 0, 113, 0), 24], // documentation
  [ipv4(224, 0, 0, 0), 4], // multicast
  [ipv4(240, 0, 0, 0), 4], // reserved, broadcast
];

function parseIpv4(text: string): number | undefined {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return undefined;
  const [a = 0, b = 0, c = 0, d = 0] = parts.map(Number);
  return ipv4(a, b, c, d);
}

function inRange(address: number, [network, prefixLength]: Range): boolean {
  const mask = prefixLength === 0 ? 0 : (~0 << (32 - prefixLength)) >>> 0;
  return (address & mask) >>> 0 === (network & mask) >>> 0;
}

const isPublicIpv4 = (address: number) => !BLOCKED_IPV4.some((range) => inRange(address, range));

/** The eight 16-bit groups of an IPv6 address (a zone and a dotted IPv4 tail are allowed). */
function parseIpv6(text: string): number[] | undefined {
  let address = text.split('%')[0] ?? '';
  let tail: number[] = [];
  const lastColon = address.lastIndexOf(':');
  const last = address.slice(lastColon + 1);
  if (last.includes('.')) {
    const v4 = parseIpv4(last);
    if (v4 === undefined) return undefined;
    tail = [v4 >>> 16, v4 & 0xffff];
    address = address.slice(0, lastColon + 1);
    if (!address.endsWith('::')) address = address.slice(0, -1);
  }
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => Number.parseInt(g, 16)));
  const head = parse(halves[0] ?? '');
  const back = halves.length === 2 ? parse(halves[1] ?? '') : [];
  const explicit = head.length + back.length + tail.length;
  if (halves.length === 1 ? explicit !== 8 : explicit > 7) return undefined;
  const groups = [...head, ...Array<number>(8 - explicit).fill(0), ...back, ...tail];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : undefined;
}

const embeddedIpv4 = (high: number, low: number) => ((high << 16) | low) >>> 0;

function isPublicIpv6(g: number[]): boolean {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const firstFiveZero = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  // ::ffff:a.b.c.d (IPv4-mapped) and ::a.b.c.d (IPv4-compatible, deprecated; covers :: and ::1).
  if (firstFiveZero && (g5 === 0xffff || g5 === 0)) return isPublicIpv4(embeddedIpv4(g6, g7));
  // 64:ff9b::/96, the well-known NAT64 prefix, reaches the embedded IPv4 address.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)
    return isPublicIpv4(embeddedIpv4(g6, g7));
  // 2002::/16 (6to4) carries an IPv4 address in its next 32 bits.
  if (g0 === 0x2002) return isPublicIpv4(embeddedIpv4(g1, g2));
  // Only global unicast (2000::/3) is public; this excludes unique-local fc00::/7, link-local
  // fe80::/10, site-local fec0::/10, multicast ff00::/8, 64:ff9b:1::/48 and 100::/64.
  if ((g0 & 0xe000) !== 0x2000) return false;
  if (g0 === 0x2001 && g1 < 0x0200) return false; // 2001::/23 IETF protocol assignments (Teredo…)
  if (g0 === 0x2001 && g1 === 0x0db8) return false; // documentation
  if (g0 === 0x3fff && g1 < 0x1000) return false; // documentation (3fff::/20)
  return true;
}

/** Whether an IP address (v4 or v6 text) is a public, globally routable unicast address. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = net.isIP(bare.split('%')[0] ?? '');
  if (family === 4) {
    const v4 = parseIpv4(bare);
    return v4 !== undefined && isPublicIpv4(v4);
  }
  if (family === 6) {
    const groups = parseIpv6(bare);
    return groups !== undefined && isPublicIpv6(groups);
  }
  return false;
}

/*
 * ENRICHMENT_ALLOWED_ADDRESSES: private addresses an operator lets the fetcher reach anyway, such
 * as the company's own intranet site. Only the listed ranges are opened; everything else private
 * stays refused, so a redirect from an allowed site into 10.x or 169.254.x is still refused.
 */

type AllowedRange =
  | { family: 4; network: number; prefixLength: number }
  | { family: 6; groups: readonly number[]; prefixLength: number };

/** Parsed ENRICHMENT_ALLOWED_ADDRESSES: addresses and CIDR ranges, IPv4 or IPv6. */
export type AddressAllowList = readonly AllowedRange[];

/** One entry ("10.1.2.3", "10.0.0.0/8", "fd00::/8"); undefined when it is neither. */
function parseAllowedRange(entry: string): AllowedRange | undefined {
  const [address = '', prefix, extra] = entry.split('/');
  if (extra !== undefined || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) return undefined;
  if (address.includes('%')) return undefined; // a zone names an interface, not a range
  const family = net.isIP(address);
  const maxPrefix = family === 4 ? 32 : 128;
  const prefixLength = prefix === undefined ? maxPrefix : Number(prefix);
  if (prefixLength > maxPrefix) return undefined;
  if (family === 4) {
    const network = parseIpv4(address);
    return network === undefined ? undefined : { family, network, prefixLength };
  }
  if (family === 6) {
    const groups = parseIpv6(address);
    return groups === undefined ? undefined : { family, groups, prefixLength };
  }
  return undefined;
}

/**
 * Parses a comma-separated list of addresses and CIDR ranges (blanks ignored). Throws an Error
 * naming every entry that is not one, so a typo stops the start instead of silently opening or
 * closing a range.
 */
export function parseAddressAllowList(text: string): AddressAllowList {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const ranges = entries.map((entry) => ({ entry, range: parseAllowedRange(entry) }));
  const invalid = ranges.filter(({ range }) => range === undefined).map(({ entry }) => `"${entry}"`);
  if (invalid.length > 0)
    throw new Error(
      `not an IPv4/IPv6 address or CIDR range (like 10.0.0.5 or 10.0.0.0/8): ${invalid.join(', ')}`,
    );
  return ranges.flatMap(({ range }) => (range ? [range] : []));
}

function ipv6InRange(address: readonly number[], network: readonly number[], prefixLength: number): boolean {
  for (let i = 0, left = prefixLength; left > 0; i++, left -= 16) {
    const mask = left >= 16 ? 0xffff : (0xffff << (16 - left)) & 0xffff;
    if (((address[i] ?? 0) & mask) !== ((network[i] ?? 0) & mask)) return false;
  }
  return true;
}

/** Whether the address (v4 or v6 text) lies in a listed range; ::ffff:a.b.c.d counts as a.b.c.d. */
export function isListedAddress(address: string, allowList: AddressAllowList): boolean {
  if (allowList.length === 0) return false;
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0] ?? '';
  const family = net.isIP(bare);
  const groups = family === 6 ? parseIpv6(bare) : undefined;
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups ?? [];
  const mapped = groups !== undefined && [g0, g1, g2, g3, g4].every((g) => g === 0) && g5 === 0xffff;
  const v4 = family === 4 ? parseIpv4(bare) : mapped ? embeddedIpv4(g6, g7) : undefined;
  return allowList.some((range) =>
    range.family === 4
      ? v4 !== undefined && inRange(v4, [range.network, range.prefixLength])
      : groups !== undefined && ipv6InRange(groups, range.groups, range.prefixLength),
  );
}

/** Whether a client address is this machine: 127.0.0.0/8, ::1, or ::ffff:127.x.y.z. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (net.isIPv4(bare)) return bare.startsWith('127.');
  if (!net.isIPv6(bare)) return false;
  const groups = parseIpv6(bare);
  return groups !== undefined && groups.slice(0, 7).every((g) => g === 0) && groups[7] === 1;
}
