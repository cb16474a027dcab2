import ipaddr from 'ipaddr.js';

/**
 * The address a limit counts: IPv4 as is (also when IPv4-mapped), IPv6 by its /64, since
 * one IPv6 client usually holds a whole /64. Anything unparseable counts as itself.
 */
export function clientKey(ip: string): string {
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    address = ipaddr.parse(ip);
  } catch {
    return ip;
  }
  if (address.kind() === 'ipv4') return address.toString();
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${v6.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}
