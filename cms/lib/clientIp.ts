import ipaddr from 'ipaddr.js'

/** The request header our own server writes the client's address into (see cms/server/clientAddress.ts). */
export const CLIENT_ADDRESS_HEADER = 'x-nomad-client'

/**
 * Who a per-client limit counts: an IPv4 address as it is, an IPv6 address by its /64 network. One
 * IPv6 subscriber usually holds a whole /64 (2^64 addresses), so counting single addresses would give
 * each client an endless supply of fresh limits. IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function rateLimitSubject(address: string): string {
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16))
  return `${network.join(':')}::/64`
}

/**
 * The client for rate limiting, as our own server resolved it from the socket (and the trusted proxies'
 * X-Forwarded-For entries, when TRUSTED_PROXY_HOPS is set), grouped as `rateLimitSubject` says. Clients
 * cannot set it: the server overwrites the header on every request.
 */
export function clientIp(request: { headers: Headers }): string {
  return rateLimitSubject(request.headers.get(CLIENT_ADDRESS_HEADER) || 'unknown')
}
