/** The request header our own server writes the client's address into (see cms/server/clientAddress.ts). */
export const CLIENT_ADDRESS_HEADER = 'x-nomad-client'

/**
 * The client's address for rate limiting, as our own server resolved it from the socket (and the
 * trusted proxies' X-Forwarded-For entries, when TRUSTED_PROXY_HOPS is set). Clients cannot set it:
 * the server overwrites the header on every request.
 */
export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) || 'unknown'
}
