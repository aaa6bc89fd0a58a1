import { describe, expect, it } from 'vitest'
import { sanitizeDescriptionHtml as sanitizeHtml, textToHtml, toDescriptionHtml } from './jobDescription'

describe('sanitizeHtml', () => {
  it('keeps allowed formatting and drops attributes', () => {
    expect(sanitizeHtml('<p class="x" style="color:red">Hi <strong onclick="x()">there</strong></p>')).toBe('<p>Hi <strong>there</strong></p>')
    expect(sanitizeHtml('<h1>T</h1><div>d</div>')).toBe('<h2>T</h2><p>d</p>')
  })
  it('removes scripts, styles and iframes with their content, and unknown tags but not their text', () => {
    expect(sanitizeHtml('a<script>alert(1)</script>b<style>p{}</style>c<iframe src=x></iframe>d')).toBe('abcd')
    expect(sanitizeHtml('<span>kept</span><img src=x onerror=alert(1)>')).toBe('kept')
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>ok')).toBe('ok')
  })
  it('keeps only http(s)/mailto links, marked nofollow and opening in a new tab', () => {
    expect(sanitizeHtml('<a href="https://x.example/?a=1&b=2">x</a>')).toBe('<a href="https://x.example/?a=1&amp;b=2" rel="nofollow noopener noreferrer" target="_blank">x</a>')
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<a href="jav&#x61;script:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<a href=" java\tscript:alert(1)">x</a>')).toBe('<a>x</a>')
  })
  it('keeps links back to Remote OK followed, as its terms ask, and only those', () => {
    expect(sanitizeHtml('<a href="https://remoteok.com/remote-jobs/1">Remote OK</a>')).toBe('<a href="https://remoteok.com/remote-jobs/1" rel="noopener" target="_blank">Remote OK</a>')
    expect(sanitizeHtml('<a href="https://remoteok.com.evil.example/">x</a>')).toContain('rel="nofollow noopener noreferrer"')
  })
  it('escapes stray markup characters and closes open tags', () => {
    expect(sanitizeHtml('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2')
    // An unclosed <li> ends at the next one, as browsers parse it.
    expect(sanitizeHtml('<ul><li>a<li>b')).toBe('<ul><li>a</li><li>b</li></ul>')
    expect(sanitizeHtml('<p>x</b></p>')).toBe('<p>x</p>')
    // Character references become the characters they name; '&' stays escaped.
    expect(sanitizeHtml('&amp; &eacute; &#169;')).toBe('&amp; é ©')
    expect(sanitizeHtml('<!-- <script>x</script> -->after')).toBe('after')
  })
})

describe('textToHtml', () => {
  it('turns blank lines into paragraphs and escapes markup', () => {
    expect(textToHtml('One\nline two\n\n<b>Two</b>')).toBe('<p>One<br>line two</p><p>&lt;b&gt;Two&lt;/b&gt;</p>')
  })
})

describe('toDescriptionHtml (what the Jobs collection stores and the job page renders as is)', () => {
  it('keeps formatting and http links, drops scripts, handlers and unknown tags', () => {
    const out = toDescriptionHtml('<p onclick="x()">Hi <strong>there</strong><script>alert(1)</script></p><div><a href="javascript:alert(1)">bad</a><a href="https://ok.example">ok</a></div><img src=x onerror=alert(1)>')
    expect(out).toContain('<p>Hi <strong>there</strong></p>')
    expect(out).not.toMatch(/script|onclick|onerror|javascript|<img|<div/)
    expect(out).toContain('<a href="https://ok.example" rel="nofollow noopener noreferrer" target="_blank">ok</a>')
  })

  it('wraps plain text in escaped paragraphs', () => {
    expect(toDescriptionHtml('a < b\n\nsecond')).toBe('<p>a &lt; b</p><p>second</p>')
  })

  it('gives the same result when run again', () => {
    const once = toDescriptionHtml('<h1>T</h1><p>x <a href="mailto:a@b.example">mail</a> &amp; y</p><ul><li>a<li>b')
    expect(toDescriptionHtml(once)).toBe(once)
  })
})
