/**
 * Who sent a request, by its address: the one rule of the site and the API (server-only).
 * The address is proxy-addr's walk of X-Forwarded-For, the walk Express's `trust proxy`
 * makes for the API's `req.ip` (TRUST_PROXY): from the nearest hop, past the trusted ones.
 * What limits and counts read of it is a prefix, parsed by ipaddr.js.
 */
import type { IncomingMessage } from 'node:http';
import ipaddr from 'ipaddr.js';
import proxyAddr from 'proxy-addr';

/**
 * The site's own hops: a TLS proxy on this host or on the Docker bridge (loopback, private
 * and link-local addresses), never a visitor.
 */
export const OWN_HOPS = proxyAddr.compile(['loopback', 'linklocal', 'uniquelocal']);

/** The client's address: the nearest hop that is not trusted (all trusted: the first named). */
export function clientAddress(req: IncomingMessage, trusted = OWN_HOPS): string {
  return proxyAddr(req, trusted);
}

/** The address parsed, IPv4-mapped IPv6 as IPv4; null when it is no address. */
function parsed(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.parse(address);
  } catch {
    return null;
  }
  if (ip.kind() === 'ipv4') return ip;
  const v6 = ip as ipaddr.IPv6;
  return v6.isIPv4MappedAddress() ? v6.toIPv4Address() : v6;
}

/** The first `groups` groups of an IPv6 address in hex, joined: `2001:db8:0`. */
const groupsOf = (v6: ipaddr.IPv6, groups: number) =>
  v6.parts
    .slice(0, groups)
    .map((part) => part.toString(16))
    .join(':');

/**
 * The address a limit counts: IPv4 as is, IPv6 by its /64, since one IPv6 client usually
 * holds a whole /64. Anything unparseable counts as itself.
 */
export function clientKey(address: string): string {
  const ip = parsed(address);
  if (!ip) return address;
  if (ip.kind() === 'ipv4') return ip.toString();
  return `${groupsOf(ip as ipaddr.IPv6, 4)}::/64`;
}

/**
 * The network of an address, the only part of it the audience's visitor key reads: /24 for
 * IPv4, /48 for IPv6. Empty for anything else.
 */
export function networkOf(address: string): string {
  const ip = parsed(address);
  if (!ip) return '';
  if (ip.kind() === 'ipv4') return `${(ip as ipaddr.IPv4).octets.slice(0, 3).join('.')}.0/24`;
  return `${groupsOf(ip as ipaddr.IPv6, 3)}::/48`;
}
