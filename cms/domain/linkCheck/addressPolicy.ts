import ipaddr from 'ipaddr.js'

/**
 * Whether an address is an ordinary public one. Apply URLs come from providers and employers, so the
 * checker must never be steered into our own network: loopback, private, link-local, carrier-grade NAT,
 * multicast, reserved and documentation ranges all answer false. IPv4-mapped IPv6 addresses are judged
 * as the IPv4 address they carry.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  let parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address()
  return parsed.range() === 'unicast'
}
