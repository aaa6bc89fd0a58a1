/**
 * Lexical (Payload's rich text JSON) -> the spec's light markup:
 * '#'/'##'/'###' headings, **bold**, __italic__, [text](url), paragraphs separated by blank lines,
 * '- ' bullet lists. Anything the markup cannot express is reduced to its text (images, rules and
 * unknown nodes are dropped; quotes become paragraphs; h4-h6 become '###'; numbered and nested lists
 * become '- ' items). Link targets other than http(s), mailto and site-relative paths are dropped
 * (the text stays), so the SPA's renderer never sees them.
 */

export interface LexicalNode {
  type?: string
  text?: string
  format?: number | string
  tag?: string
  listType?: string
  children?: LexicalNode[]
  fields?: { url?: string; linkType?: string; doc?: { relationTo?: string; value?: unknown } | null } | null
  url?: string
  [key: string]: unknown
}

export interface LexicalDocument {
  root?: LexicalNode | null
}

const IS_BOLD = 1
const IS_ITALIC = 1 << 1

/** True for http(s) and mailto URLs and site-relative paths ('/x', not '//host'). */
export function isSafeLinkTarget(url: string): boolean {
  const value = url.trim()
  if (!value || /[\s\\<>"'`]/.test(value) || /[\u0000-\u001f\u007f]/.test(value)) return false
  if (value.startsWith('/')) return !value.startsWith('//')
  return /^(https?:\/\/[^/?#]+|mailto:[^/])/i.test(value)
}

/** Where internal links to documents go: posts and pages have a public address, nothing else does. */
const INTERNAL_LINK_PATHS: Record<string, (slug: string) => string> = {
  posts: (slug) => `/blog/post/${slug}`,
  pages: (slug) => `/${slug}`,
}

function internalLinkTarget(doc: { relationTo?: string; value?: unknown } | null | undefined): string | null {
  const path = doc?.relationTo ? INTERNAL_LINK_PATHS[doc.relationTo] : undefined
  const value = doc?.value as { slug?: unknown } | null | undefined
  return path && value && typeof value === 'object' && typeof value.slug === 'string' ? path(encodeURIComponent(value.slug)) : null
}

function linkTarget(node: LexicalNode): string | null {
  if (node.fields?.linkType === 'internal') return internalLinkTarget(node.fields.doc)
  const url = node.fields?.url ?? node.url
  return typeof url === 'string' && isSafeLinkTarget(url) ? url.trim() : null
}

/** Marker characters inside text would be read as formatting: flatten them so the markup stays unambiguous. */
function cleanText(text: string): string {
  return text.replace(/\r?\n/g, ' ').replace(/\*\*+/g, '*').replace(/__+/g, '_').replace(/\]\(/g, '] (')
}

function wrap(text: string, marker: string): string {
  // Keep surrounding spaces outside the markers: "**word** " rather than "**word **".
  const match = /^(\s*)(.*?)(\s*)$/s.exec(text)!
  return match[2] ? `${match[1]}${marker}${match[2]}${marker}${match[3]}` : text
}

function inline(nodes: LexicalNode[] | undefined): string {
  let out = ''
  for (const node of nodes ?? []) {
    switch (node.type) {
      case 'text': {
        const format = typeof node.format === 'number' ? node.format : 0
        let text = cleanText(node.text ?? '')
        if (format & IS_ITALIC) text = wrap(text, '__')
        if (format & IS_BOLD) text = wrap(text, '**')
        out += text
        break
      }
      case 'linebreak':
        out += '\n'
        break
      case 'tab':
        out += ' '
        break
      case 'link':
      case 'autolink': {
        const label = inline(node.children).replace(/[[\]]/g, '')
        const target = linkTarget(node)
        out += target && label.trim() ? `[${label}](${target.replace(/[()]/g, encodeURIComponent)})` : label
        break
      }
      default:
        out += inline(node.children)
    }
  }
  return out
}

/** A line of inline markup that cannot be mistaken for a heading or list item. */
function safeLine(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => line.replace(/^(#+|-)(?=\s)/, '\u200b$1'))
    .join('\n')
}

function listItems(list: LexicalNode): string[] {
  const items: string[] = []
  for (const item of list.children ?? []) {
    const own = (item.children ?? []).filter((child) => child.type !== 'list')
    const text = safeLine(inline(own)).replace(/\n/g, ' ')
    if (text) items.push(`- ${text}`)
    for (const nested of (item.children ?? []).filter((child) => child.type === 'list')) items.push(...listItems(nested))
  }
  return items
}

function block(node: LexicalNode): string {
  switch (node.type) {
    case 'heading': {
      const level = Math.min(Math.max(Number(node.tag?.slice(1)) || 1, 1), 3)
      const text = inline(node.children).replace(/\n/g, ' ').trim()
      return text ? `${'#'.repeat(level)} ${text}` : ''
    }
    case 'list':
      return listItems(node).join('\n')
    case 'paragraph':
    case 'quote':
      return safeLine(inline(node.children))
    case 'text':
    case 'link':
    case 'autolink':
      return safeLine(inline([node]))
    default:
      // Images, horizontal rules, blocks: nothing the light markup can carry, except nested text containers.
      return node.children ? node.children.map(block).filter(Boolean).join('\n\n') : ''
  }
}

export function lexicalToMarkup(document: LexicalDocument | null | undefined): string {
  const children = document?.root?.children ?? []
  return children
    .map(block)
    .filter((text) => text.trim().length > 0)
    .join('\n\n')
}

function plainText(node: LexicalNode): string {
  return node.type === 'text' ? (node.text ?? '') : (node.children ?? []).map(plainText).join('')
}

/** The plain text of the first paragraph with any text: a description when the editor wrote none. */
export function firstParagraph(document: LexicalDocument | null | undefined): string {
  for (const node of document?.root?.children ?? []) {
    const text = node.type === 'paragraph' ? plainText(node).replace(/\s+/g, ' ').trim() : ''
    if (text) return text
  }
  return ''
}
