/**
 * Allow-list HTML sanitiser for provider job descriptions. Keeps a small set of formatting tags,
 * drops every attribute except a safe http(s)/mailto href on links (which get rel="nofollow noopener"
 * and open in a new tab), removes script/style/iframe/... together with their content, and escapes
 * everything else as text. No DOM needed, so it runs fast inside the ingestion batch.
 */
const ALLOWED = new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'a', 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre', 'hr'])
const VOID = new Set(['br', 'hr'])
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'textarea', 'select', 'head', 'title'])
const RENAME: Record<string, string> = { h1: 'h2', h5: 'h4', h6: 'h4', div: 'p' }

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<!?[a-zA-Z][^>]*>?|<\/[a-zA-Z][^>]*>?|<\?[^>]*>?/g

function escapeText(text: string): string {
  // Keep valid character references as they are; escape everything else that could start markup.
  return text.replace(/&(?!(?:#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});)/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function decodeAttr(value: string): string {
  return value
    .replace(/&#(\d+);?/g, (_, n) => String.fromCodePoint(Math.min(Number(n), 0x10ffff)))
    .replace(/&#x([0-9a-f]+);?/gi, (_, n) => String.fromCodePoint(Math.min(parseInt(n, 16), 0x10ffff)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/&amp;/gi, '&')
}

function safeHref(attrs: string): string | null {
  const match = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attrs)
  if (!match) return null
  const raw = decodeAttr(match[1] ?? match[2] ?? match[3] ?? '').replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
  if (!/^(https?:\/\/|mailto:)/i.test(raw)) return null
  return raw.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

export function sanitizeHtml(input: string): string {
  if (!input) return ''
  let out = ''
  let last = 0
  let dropping: string | null = null
  const open: string[] = []
  for (const match of input.matchAll(TOKEN)) {
    const token = match[0]
    const index = match.index ?? 0
    if (!dropping) out += escapeText(input.slice(last, index))
    last = index + token.length
    const tag = /^<\/?([a-zA-Z][a-zA-Z0-9]*)/.exec(token)
    if (!tag) continue // comments, CDATA, doctype, processing instructions
    const name = tag[1]!.toLowerCase()
    const closing = token.startsWith('</')
    if (dropping) {
      if (closing && name === dropping) dropping = null
      continue
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing && !token.endsWith('/>')) dropping = name
      continue
    }
    const mapped = RENAME[name] ?? name
    if (!ALLOWED.has(mapped)) continue
    if (VOID.has(mapped)) {
      if (!closing) out += `<${mapped}>`
      continue
    }
    if (closing) {
      const at = open.lastIndexOf(mapped)
      if (at === -1) continue
      while (open.length > at) out += `</${open.pop()}>`
      continue
    }
    if (mapped === 'a') {
      const href = safeHref(token.slice(tag[0].length))
      out += href ? `<a href="${href}" rel="nofollow noopener noreferrer" target="_blank">` : '<a>'
    } else {
      out += `<${mapped}>`
    }
    open.push(mapped)
  }
  if (!dropping) out += escapeText(input.slice(last))
  while (open.length) out += `</${open.pop()}>`
  return out.trim()
}

/** Plain text (JSearch and Adzuna send text): paragraphs from blank lines, line breaks kept. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((para) => `<p>${escapeText(para.trim()).replace(/\n/g, '<br>')}</p>`)
    .filter((p) => p !== '<p></p>')
    .join('')
}
