import { describe, expect, it } from 'vitest'
import { fillTemplate } from './ssrRenderer'

const TEMPLATE = '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>'
const page = (parts: { head?: string; html?: string; state?: string }) => ({ kind: 'page' as const, status: 200, head: '', html: '', state: '', ...parts })

describe('fillTemplate', () => {
  it('puts rendered text in the page as it is: $` $\' $& $$ and $1 are not replacement patterns', () => {
    const text = "u1$`$`$'$&$$$1"
    const filled = fillTemplate(TEMPLATE, page({ head: `<title>${text}</title>`, html: `<h1>${text}</h1>`, state: `<script>${text}</script>` }))
    expect(filled).toBe(`<html><head><title>${text}</title></head><body><div id="root"><h1>${text}</h1></div><script>${text}</script></body></html>`)
  })

  it('grows with the rendered text only, however many patterns it holds', () => {
    const text = '$`'.repeat(1000)
    const filled = fillTemplate(TEMPLATE, page({ head: text, html: text, state: text }))
    expect(filled.length).toBe(TEMPLATE.length - '<!--app-head--><!--app-html--><!--app-state-->'.length + 3 * text.length)
  })

  it('never fills a marker that came with the rendered text', () => {
    const filled = fillTemplate(TEMPLATE, page({ head: '<!--app-html-->', html: 'body' }))
    expect(filled).toBe('<html><head><!--app-html--></head><body><div id="root">body</div></body></html>')
  })
})
