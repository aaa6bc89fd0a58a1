import { describe, expect, it } from 'vitest'
import { safeHref } from './safeHref'

describe('safeHref', () => {
  it.each(['https://a.example', 'http://a.example/p?q=1#h', 'mailto:me@a.example', '/blog', '/search?q=react'])('allows %s', (href) => {
    expect(safeHref(href)).toBe(href)
  })
  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'vbscript:x', 'data:text/html,x', '//evil.example', '/\\evil', 'https://', 'file:///etc/passwd', 'java\nscript:x', 'relative/path', '#top'])(
    'refuses %j',
    (href) => {
      expect(safeHref(href)).toBeNull()
    },
  )
})
