const ALLOWED = new Set(['P', 'BR', 'UL', 'OL', 'LI', 'H2', 'H3', 'H4', 'STRONG', 'B', 'EM', 'I', 'A', 'BLOCKQUOTE', 'CODE', 'PRE'])

/**
 * Job descriptions come from outside boards: keep a small set of formatting tags and http(s) links,
 * drop every attribute, script and style. Plain text is wrapped in paragraphs.
 */
export function sanitizeJobHtml(html: string, doc: Document = document): string {
  if (!/<[a-z][\s\S]*>/i.test(html)) {
    return html
      .split(/\n{2,}/)
      .map((para) => `<p>${para.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)}</p>`)
      .join('')
  }
  const template = doc.createElement('template')
  template.innerHTML = html
  const clean = (node: Node): Node[] => {
    if (node.nodeType === 3) return [doc.createTextNode(node.textContent ?? '')]
    if (node.nodeType !== 1) return []
    const el = node as Element
    if (['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT'].includes(el.tagName)) return []
    const children = [...el.childNodes].flatMap(clean)
    if (!ALLOWED.has(el.tagName)) return children
    const out = doc.createElement(el.tagName.toLowerCase())
    if (el.tagName === 'A') {
      const href = el.getAttribute('href') ?? ''
      if (/^https?:\/\//i.test(href)) {
        out.setAttribute('href', href)
        out.setAttribute('target', '_blank')
        out.setAttribute('rel', 'noopener noreferrer nofollow')
      }
    }
    children.forEach((c) => out.appendChild(c))
    return [out]
  }
  const wrapper = doc.createElement('div')
  ;[...template.content.childNodes].flatMap(clean).forEach((n) => wrapper.appendChild(n))
  return wrapper.innerHTML
}
