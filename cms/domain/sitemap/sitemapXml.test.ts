import { describe, expect, it } from 'vitest'
import { jobSitemapPart, sitemapIndexXml, sitemapXml } from './sitemapXml'

describe('jobSitemapPart', () => {
  it('reads the part of jobs-N', () => {
    expect(jobSitemapPart('jobs-1')).toBe(1)
    expect(jobSitemapPart('jobs-12')).toBe(12)
    expect(jobSitemapPart('jobs-99999')).toBe(99999)
  })

  it('is null for part 0, a leading zero, a too long number, or another name', () => {
    for (const name of ['jobs-0', 'jobs-01', 'jobs-100000', 'jobs-', 'jobs-1x', 'xjobs-1', 'static', '']) expect(jobSitemapPart(name)).toBeNull()
  })
})

describe('sitemapXml', () => {
  it('lists each path on the origin with its lastmod, escaping the address', async () => {
    const xml = await sitemapXml('https://nomad.example', [{ path: '/' }, { path: '/jobs/a&b', lastmod: '2026-01-02T03:04:05.000Z' }])
    expect(xml).toContain('<urlset')
    expect(xml).toContain('<url><loc>https://nomad.example/</loc></url>')
    expect(xml).toContain('<url><loc>https://nomad.example/jobs/a&amp;b</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>')
  })

  it('writes an empty urlset when there is nothing to list', async () => {
    expect(await sitemapXml('https://nomad.example', [])).toMatch(/<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"><\/urlset>$/)
  })
})

describe('sitemapIndexXml', () => {
  it('lists each child sitemap with the given time as lastmod', async () => {
    const xml = await sitemapIndexXml('https://nomad.example', ['static', 'jobs-1'], new Date('2026-01-02T00:00:00Z'))
    expect(xml).toContain('<sitemap><loc>https://nomad.example/sitemap-static.xml</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod></sitemap>')
    expect(xml).toContain('<sitemap><loc>https://nomad.example/sitemap-jobs-1.xml</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod></sitemap>')
  })
})
