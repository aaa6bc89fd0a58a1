/**
 * The blog's light markup parsed into a small tree that the SPA renders as
 * React elements (never as HTML): a leading top-level heading is removed; '#', '##', '###' headings;
 * **bold**; __italic__; [text](url) links; paragraphs split on blank lines; '- ' bullet lists.
 * Unbalanced markers stay literal text. Link targets other than http(s), mailto and site-relative paths
 * are dropped (their text stays).
 */

import { safeHref } from '@web/lib/safeHref'

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'bold'; children: Inline[] }
  | { type: 'italic'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] }

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3; children: Inline[] }
  | { type: 'paragraph'; lines: Inline[][] }
  | { type: 'list'; items: Inline[][] }

const MAX_NESTING = 4
const HEADING = /^(#{1,3})\s+(.*)$/
const LIST_ITEM = /^-\s+(.*)$/

function pushText(out: Inline[], text: string) {
  if (!text) return
  const last = out.at(-1)
  if (last?.type === 'text') last.text += text
  else out.push({ type: 'text', text })
}

const LINK = /^\[([^\]\n]*)\]\(([^()\s]*)\)/

export function parseInline(source: string, depth = 0): Inline[] {
  const out: Inline[] = []
  let i = 0
  while (i < source.length) {
    const rest = source.slice(i)
    if (depth < MAX_NESTING && (rest.startsWith('**') || rest.startsWith('__'))) {
      const marker = rest.slice(0, 2)
      const close = source.indexOf(marker, i + 2)
      if (close > i + 2) {
        const children = parseInline(source.slice(i + 2, close), depth + 1)
        out.push(marker === '**' ? { type: 'bold', children } : { type: 'italic', children })
        i = close + 2
        continue
      }
    }
    if (rest.startsWith('[')) {
      const match = LINK.exec(rest)
      if (match) {
        const children = depth < MAX_NESTING ? parseInline(match[1]!, depth + 1) : [{ type: 'text' as const, text: match[1]! }]
        const href = safeHref(match[2]!)
        if (href && match[1]!.trim()) out.push({ type: 'link', href, children })
        else
          for (const child of children) {
            if (child.type === 'text') pushText(out, child.text)
            else out.push(child)
          }
        i += match[0].length
        continue
      }
    }
    // Plain text up to the next character that may start markup.
    let next = i + 1
    while (next < source.length && !'*_['.includes(source[next]!)) next++
    pushText(out, source.slice(i, next))
    i = next
  }
  return out
}

export function parseMarkup(source: string | null | undefined): Block[] {
  const lines = (source ?? '').replace(/\r\n?/g, '\n').split('\n')
  // A leading top-level heading repeats the post title: drop it.
  const first = lines.findIndex((line) => line.trim() !== '')
  if (first >= 0 && /^#\s+/.test(lines[first]!.trim())) lines.splice(first, 1)

  const blocks: Block[] = []
  let paragraph: Inline[][] | null = null
  let list: Inline[][] | null = null
  const close = () => {
    if (paragraph) blocks.push({ type: 'paragraph', lines: paragraph })
    if (list) blocks.push({ type: 'list', items: list })
    paragraph = null
    list = null
  }

  for (const raw of lines) {
    const line = raw.trim()
    if (!line) {
      close()
      continue
    }
    const heading = HEADING.exec(line)
    if (heading) {
      close()
      blocks.push({ type: 'heading', level: heading[1]!.length as 1 | 2 | 3, children: parseInline(heading[2]!) })
      continue
    }
    const item = LIST_ITEM.exec(line)
    if (item) {
      if (paragraph) close()
      ;(list ??= []).push(parseInline(item[1]!))
      continue
    }
    if (list) close()
    ;(paragraph ??= []).push(parseInline(line))
  }
  close()
  return blocks
}
