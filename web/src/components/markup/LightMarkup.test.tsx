import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LightMarkup } from './LightMarkup'

const html = (source: string) => renderToStaticMarkup(<LightMarkup source={source} />)

describe('LightMarkup', () => {
  it('renders headings (below the page h1), emphasis, lists and links opening in a new tab', () => {
    const out = html('# Title\n\n## Part\n\nHello **big** __world__, see [FAQ](/faq).\n\n- a\n- b')
    expect(out).not.toContain('Title')
    expect(out).toContain('<h2 class="mt-8 mb-3 text-2xl font-bold text-slate-900">Part</h2>')
    expect(out).toContain('<strong>big</strong> <em>world</em>')
    expect(out).toContain('<a href="/faq" target="_blank" rel="noopener"')
    expect(out).toMatch(/<ul[^>]*><li>a<\/li><li>b<\/li><\/ul>/)
  })

  it("numbers headings from h2 by the levels the body uses, never skipping one, and keeps each level's look", () => {
    expect(html('# Intro\n\nText\n\n## Part\n\n### Detail')).toMatch(/<h2 class="mt-8[^"]*">Part<\/h2><h3 class="mt-6[^"]*">Detail<\/h3>/)
    const out = html('Lead\n\n# Big\n\n### Small')
    expect(out).toMatch(/<h2 class="mt-10[^"]*">Big<\/h2>/)
    expect(out).toMatch(/<h3 class="mt-6[^"]*">Small<\/h3>/)
  })

  it('escapes raw HTML and script tags instead of rendering them', () => {
    const out = html('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)> **<b>bold</b>**')
    expect(out).not.toContain('<script')
    expect(out).not.toContain('<img')
    expect(out).not.toContain('<b>')
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(out).toContain('<strong>&lt;b&gt;bold&lt;/b&gt;</strong>')
  })

  it('never renders javascript:, data: or protocol-relative hrefs', () => {
    const out = html('[a](javascript:alert) [b](JAVASCRIPT:alert) [c](data:text/html,x) [d](//evil.example) [e]( javascript:x) [f](https://ok.example" onclick="x)')
    expect(out).not.toMatch(/href=/)
    expect(out).not.toContain('onclick="x"')
  })

  it('renders unbalanced markers as text', () => {
    expect(html('a ** b __ c [d')).toBe('<div class="text-slate-700 "><p class="my-4 leading-relaxed">a ** b __ c [d</p></div>')
  })
})
