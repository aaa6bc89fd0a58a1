import { describe, expect, it } from 'vitest'
import { keywordQueryString } from './keywordQuery'

describe('keywordQueryString', () => {
  it("searches the keyword's words and experience, keeping only the visitor's page and sort", () => {
    expect(keywordQueryString('remote-seo-jobs', new URLSearchParams('page=2&sort=newest&type=contract'))).toBe('page=2&sort=newest&q=seo&match=strict')
    expect(keywordQueryString('entry-level-remote-jobs', new URLSearchParams())).toBe('experience=entry')
  })

  it('keeps where the visitor lives, which the page says it filters by', () => {
    expect(keywordQueryString('remote-javascript-jobs', new URLSearchParams('country=PT&tz=1'))).toBe('country=PT&tz=1&q=javascript&match=strict')
  })
})
