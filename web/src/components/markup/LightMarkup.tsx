import { Fragment, type ReactNode } from 'react'
import { parseMarkup, type Block, type Inline } from './parseMarkup'

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={i}>{node.text}</Fragment>
      case 'bold':
        return <strong key={i}>{renderInline(node.children)}</strong>
      case 'italic':
        return <em key={i}>{renderInline(node.children)}</em>
      case 'link':
        return (
          <a key={i} href={node.href} target="_blank" rel="noopener" className="font-medium text-brand-700 underline hover:text-brand-900">
            {renderInline(node.children)}
          </a>
        )
    }
  })
}

const headingClass = { 1: 'mt-10 mb-4 text-3xl font-bold', 2: 'mt-8 mb-3 text-2xl font-bold', 3: 'mt-6 mb-2 text-xl font-semibold' } as const
type HeadingTag = 'h2' | 'h3' | 'h4'

/**
 * The tag of each heading level a body uses: its top level is h2 (the page's h1 is the post title) and each
 * further level one deeper, so the outline never skips a rank, whichever levels the author picked. The look
 * stays the author's ('#' large, '###' small).
 */
function headingTags(blocks: Block[]): Map<number, HeadingTag> {
  const levels = [...new Set(blocks.flatMap((block) => (block.type === 'heading' ? [block.level] : [])))].sort((a, b) => a - b)
  return new Map(levels.map((level, rank) => [level, `h${rank + 2}` as HeadingTag]))
}

function renderBlock(block: Block, i: number, tags: Map<number, HeadingTag>): ReactNode {
  switch (block.type) {
    case 'heading': {
      const Tag = tags.get(block.level)!
      return (
        <Tag key={i} className={`${headingClass[block.level]} text-slate-900`}>
          {renderInline(block.children)}
        </Tag>
      )
    }
    case 'list':
      return (
        <ul key={i} className="my-4 list-disc space-y-1 pl-6">
          {block.items.map((item, j) => (
            <li key={j}>{renderInline(item)}</li>
          ))}
        </ul>
      )
    case 'paragraph':
      return (
        <p key={i} className="my-4 leading-relaxed">
          {block.lines.map((line, j) => (
            <Fragment key={j}>
              {j > 0 && <br />}
              {renderInline(line)}
            </Fragment>
          ))}
        </p>
      )
  }
}

/** A post body in the light markup, as React elements (text is escaped by React; no raw HTML). */
export function LightMarkup({ source, className = '' }: { source: string | null | undefined; className?: string }) {
  const blocks = parseMarkup(source)
  const tags = headingTags(blocks)
  return <div className={`text-slate-700 ${className}`}>{blocks.map((block, i) => renderBlock(block, i, tags))}</div>
}
