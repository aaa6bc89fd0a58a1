import { describe, expect, it } from 'vitest'
import { env } from '@cms/lib/env'
import { alertLinks, confirmLink, jobLink } from './links'
import { verifyManageToken } from './tokens'

const links = alertLinks('secret', 7, 'q=rust')

describe('alert links', () => {
  it('carry a manage token for the alert, and the search on /search', () => {
    const token = new URL(links.manage).searchParams.get('token')!
    expect(verifyManageToken('secret', token)).toBe(7)
    expect(links.manage).toBe(`${env.siteUrl}/alerts/manage?token=${encodeURIComponent(token)}`)
    expect(links.unsubscribePage).toBe(`${links.manage}&unsubscribe=1`)
    expect(links.oneClick).toBe(`${env.siteUrl}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`)
    expect(links.search).toBe(`${env.siteUrl}/search?q=rust`)
  })

  it('link to /search without a "?" for the empty search', () => {
    expect(alertLinks('secret', 7, '').search).toBe(`${env.siteUrl}/search`)
  })

  it('encode tokens and slugs', () => {
    expect(confirmLink('a+b/c=')).toBe(`${env.siteUrl}/alerts/confirm?token=a%2Bb%2Fc%3D`)
    expect(jobLink('dev ops?')).toBe(`${env.siteUrl}/jobs/dev%20ops%3F`)
  })
})
