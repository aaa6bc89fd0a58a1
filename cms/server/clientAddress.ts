import type { IncomingMessage } from 'node:http'
import { CLIENT_ADDRESS_HEADER } from '../lib/clientIp'

/**
 * The client's address, as far as this server can know it. With no proxy in front (hops 0) it is the
 * socket's peer: any X-Forwarded-For the client sent is its own claim and proves nothing. Behind
 * `hops` trusted proxies, each appends the address it saw, so the entry `hops` places from the right
 * is the one the outermost trusted proxy recorded; everything left of it came from the client.
 */
export function resolveClientAddress(request: IncomingMessage, trustedProxyHops: number): string {
  const peer = request.socket.remoteAddress ?? 'unknown'
  if (trustedProxyHops <= 0) return peer
  const forwarded = headerValue(request.headers['x-forwarded-for'])
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return forwarded[forwarded.length - trustedProxyHops] ?? peer
}

/** Replace whatever the client sent under our header with the address resolved here. */
export function stampClientAddress(request: IncomingMessage, trustedProxyHops: number): void {
  request.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(request, trustedProxyHops)
}

function headerValue(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(',') : (value ?? '')
}
