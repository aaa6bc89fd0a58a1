import http from 'node:http'
import https from 'node:https'
import type { Probe } from './classifyProbe'
import { type AddressPolicy, BlockedAddressError, guardedLookup, literalAddressBlocked, type Resolve } from './guardedLookup'
import type { HostGate, MarkSent } from './hostGate'

export const MAX_REDIRECTS = 5

export interface ProbeOptions {
  gate: HostGate
  resolve: Resolve
  isAllowedAddress: AddressPolicy
  timeoutMs: number
  userAgent: string
}

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
}

const REDIRECTS = new Set([301, 302, 303, 307, 308])

/** Servers that refuse HEAD (or answer it wrongly) are asked again with GET; these answers are final already. */
const HEAD_IS_ENOUGH = (status: number) => status < 400 || status === 404 || status === 410 || status === 429

/** One request, headers only: the body is never read. `sent` is told when it is on the wire, or has failed. */
function request(url: URL, method: 'HEAD' | 'GET', options: ProbeOptions, sent: MarkSent): Promise<Answer> {
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolvePromise, reject) => {
    const outgoing = client.request(
      url,
      {
        method,
        lookup: guardedLookup(options.resolve, options.isAllowedAddress),
        headers: { 'user-agent': options.userAgent, accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' },
        signal: AbortSignal.timeout(options.timeoutMs),
        // Each check is its own connection: a keep-alive socket would skip the address check on the next hop.
        agent: false,
      },
      (incoming) => {
        resolvePromise({ status: incoming.statusCode ?? 0, headers: incoming.headers })
        incoming.destroy()
      },
    )
    outgoing.once('finish', sent)
    outgoing.on('error', (error) => {
      sent()
      reject(error)
    })
    outgoing.end()
  })
}

async function requestThroughGate(url: URL, method: 'HEAD' | 'GET', options: ProbeOptions): Promise<Answer> {
  const sent = await options.gate.acquire(url.hostname)
  try {
    return await request(url, method, options, sent)
  } finally {
    // Whatever happened, the host's line goes on (a second call is ignored).
    sent()
  }
}

function errorProbe(error: unknown): Probe {
  if (error instanceof BlockedAddressError) return { kind: 'blocked-address', address: error.address }
  const cause = (error as { cause?: unknown }).cause
  if (cause instanceof BlockedAddressError) return { kind: 'blocked-address', address: cause.address }
  const code = (error as NodeJS.ErrnoException).code ?? (error as Error).name ?? 'ERROR'
  return { kind: 'network-error', code: code === 'AbortError' || code === 'TimeoutError' ? 'ETIMEDOUT' : code }
}

/**
 * Follows an apply URL as a browser would (HEAD, GET when HEAD is refused, at most MAX_REDIRECTS
 * redirects, http and https only) without ever connecting to a non-public address, and reports what the
 * last hop answered.
 */
export async function probeUrl(startUrl: string, options: ProbeOptions): Promise<Probe> {
  let url: URL
  try {
    url = new URL(startUrl)
  } catch {
    return { kind: 'network-error', code: 'EINVALIDURL' }
  }
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'network-error', code: 'EUNSUPPORTEDPROTOCOL' }
    const literal = literalAddressBlocked(url.hostname, options.isAllowedAddress)
    if (literal) return { kind: 'blocked-address', address: literal }
    let answer: Answer
    try {
      answer = await requestThroughGate(url, 'HEAD', options)
      if (!HEAD_IS_ENOUGH(answer.status)) answer = await requestThroughGate(url, 'GET', options)
    } catch (error) {
      return errorProbe(error)
    }
    const location = answer.headers.location
    if (!REDIRECTS.has(answer.status) || !location) {
      return { kind: 'answered', status: answer.status, finalUrl: url.href, headers: answer.headers }
    }
    try {
      url = new URL(location, url)
    } catch {
      return { kind: 'network-error', code: 'EBADREDIRECT' }
    }
  }
  return { kind: 'too-many-redirects', finalUrl: url.href }
}
