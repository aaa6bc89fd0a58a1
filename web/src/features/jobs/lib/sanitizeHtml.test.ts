// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { sanitizeJobHtml } from './sanitizeHtml'

describe('sanitizeJobHtml', () => {
  it('keeps formatting and http links, drops scripts, handlers and unknown tags', () => {
    const out = sanitizeJobHtml('<p onclick="x()">Hi <strong>there</strong><script>alert(1)</script></p><div><a href="javascript:alert(1)">bad</a><a href="https://ok.example">ok</a></div><img src=x onerror=alert(1)>')
    expect(out).toContain('<p>Hi <strong>there</strong></p>')
    expect(out).not.toMatch(/script|onclick|onerror|javascript|<img|<div/)
    expect(out).toContain('<a href="https://ok.example" target="_blank" rel="noopener noreferrer nofollow">ok</a>')
  })
  it('wraps plain text in escaped paragraphs', () => {
    expect(sanitizeJobHtml('a < b\n\nsecond')).toBe('<p>a &lt; b</p><p>second</p>')
  })
})
