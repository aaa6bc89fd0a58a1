import { describe, expect, it } from 'vitest'
import { sameSiteReturnPath } from './returnPath'

const post = (headers: Record<string, string> = {}) => new Request('http://localhost:3000/api/x/form', { method: 'POST', headers })

describe('sameSiteReturnPath', () => {
  it("takes the form's own path, query included", () => {
    expect(sameSiteReturnPath('/search?q=react', post(), '/')).toBe('/search?q=react')
  })

  it('never leaves the site: other hosts, protocol-relative and backslash paths fall back', () => {
    for (const offsite of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/a b', '']) {
      expect(sameSiteReturnPath(offsite, post({ referer: 'https://evil.example/page' }), '/fallback'), offsite).toBe('/fallback')
    }
  })

  it("uses a same-site Referer's path when the form names none", () => {
    expect(sameSiteReturnPath(undefined, post({ referer: 'http://localhost:3000/blog?page=2' }), '/')).toBe('/blog')
    expect(sameSiteReturnPath(undefined, post({ referer: 'not a url' }), '/')).toBe('/')
  })
})
