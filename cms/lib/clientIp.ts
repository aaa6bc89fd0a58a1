/**
 * The client's address for rate limiting. Next's server appends the socket address to X-Forwarded-For,
 * so the last entry is the one added by our own server (or the trusted proxy in front of it); earlier
 * entries come from the client and could be forged. TRUSTED_PROXY_HOPS (default 0) skips that many
 * proxies' entries from the right, for deployments behind a load balancer.
 */
export function clientIp(request: { headers: Headers }): string {
  const forwarded = (request.headers.get('x-forwarded-for') || '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const hops = Math.max(0, Number(process.env.TRUSTED_PROXY_HOPS || 0))
  const entry = forwarded[forwarded.length - 1 - hops] ?? forwarded[0]
  return entry || request.headers.get('x-real-ip') || 'unknown'
}
