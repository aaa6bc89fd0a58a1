import { describe, expect, it } from 'vitest'
import { clientIp, rateLimitSubject } from './clientIp'

describe('rateLimitSubject', () => {
  it('counts IPv6 clients by their /64 network, however the address is written', () => {
    const subject = rateLimitSubject('2001:db8:1:2::1')
    expect(subject).toBe('2001:db8:1:2::/64')
    for (const address of ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:0:0:0:abcd', '2001:db8:1:2::1%eth0']) expect(rateLimitSubject(address), address).toBe(subject)
    expect(rateLimitSubject('2001:db8:1:3::1')).not.toBe(subject)
  })

  it('counts IPv4 clients by their address, also when written as IPv4-mapped IPv6', () => {
    expect(rateLimitSubject('203.0.113.7')).toBe('203.0.113.7')
    expect(rateLimitSubject('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('leaves anything that is not an address as it is', () => {
    expect(rateLimitSubject('unknown')).toBe('unknown')
  })

  it('is what the request header resolves to', () => {
    expect(clientIp({ headers: new Headers({ 'x-nomad-client': '2001:db8::5' }) })).toBe('2001:db8:0:0::/64')
    expect(clientIp({ headers: new Headers() })).toBe('unknown')
  })
})
