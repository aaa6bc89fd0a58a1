import { describe, expect, it } from 'vitest'
import { sitemapGroupOf } from './sitemapGroups'

describe('sitemapGroupOf', () => {
  it('files keywords under the spec headings', () => {
    expect(sitemapGroupOf('remote react developer jobs')).toBe('Developer & IT')
    expect(sitemapGroupOf('remote content marketing manager jobs')).toBe('Marketing')
    expect(sitemapGroupOf('remote copywriter jobs')).toBe('Writing & Content')
    expect(sitemapGroupOf('remote ui/ux designer jobs')).toBe('Design & Creative')
    expect(sitemapGroupOf('remote technical support engineer jobs')).toBe('Customer Service')
    expect(sitemapGroupOf('remote virtual assistant jobs')).toBe('Virtual Assistance')
    expect(sitemapGroupOf('entry level remote jobs')).toBe('Entry Level')
    expect(sitemapGroupOf('best remote jobs for digital nomads')).toBe('Top Rated')
    expect(sitemapGroupOf('remote account executive jobs')).toBe('Other')
  })
})
