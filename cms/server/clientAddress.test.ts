import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { CLIENT_ADDRESS_HEADER } from '../lib/clientIp'
import { resolveClientAddress, stampClientAddress } from './clientAddress'

function requestFrom(peer: string, headers: Record<string, string> = {}): IncomingMessage {
  return { socket: { remoteAddress: peer }, headers: { ...headers } } as unknown as IncomingMessage
}

describe('client address', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    const request = requestFrom('203.0.113.9', { 'x-forwarded-for': '198.51.100.1, 198.51.100.2' })
    expect(resolveClientAddress(request, 0)).toBe('203.0.113.9')
  })

  it('behind trusted proxies, is the entry the outermost trusted proxy recorded', () => {
    const request = requestFrom('10.0.0.2', { 'x-forwarded-for': 'forged, 198.51.100.7, 10.0.0.1' })
    expect(resolveClientAddress(request, 1)).toBe('10.0.0.1')
    expect(resolveClientAddress(request, 2)).toBe('198.51.100.7')
  })

  it('falls back to the peer when the proxies sent fewer entries than trusted', () => {
    expect(resolveClientAddress(requestFrom('10.0.0.2'), 1)).toBe('10.0.0.2')
  })

  it('overwrites a client-sent copy of the header', () => {
    const request = requestFrom('203.0.113.9', { [CLIENT_ADDRESS_HEADER]: '1.2.3.4' })
    stampClientAddress(request, 0)
    expect(request.headers[CLIENT_ADDRESS_HEADER]).toBe('203.0.113.9')
  })
})
