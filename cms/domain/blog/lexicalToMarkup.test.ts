import { describe, expect, it } from 'vitest'
import { firstParagraph, isSafeLinkTarget, lexicalToMarkup, type LexicalNode } from './lexicalToMarkup'

const text = (value: string, format = 0): LexicalNode => ({ type: 'text', text: value, format })
const p = (...children: LexicalNode[]): LexicalNode => ({ type: 'paragraph', children })
const doc = (...children: LexicalNode[]) => ({ root: { type: 'root', children } })
const link = (url: string, label: string, linkType = 'custom'): LexicalNode => ({ type: 'link', fields: { url, linkType }, children: [text(label)] })

describe('lexicalToMarkup', () => {
  it('writes headings, paragraphs separated by blank lines, bold, italic and links', () => {
    const markup = lexicalToMarkup(
      doc(
        { type: 'heading', tag: 'h1', children: [text('Title')] },
        p(text('Plain '), text('bold', 1), text(' and '), text('italic', 2), text(' and '), text('both', 3), text('.')),
        { type: 'heading', tag: 'h2', children: [text('Section')] },
        p(text('See '), link('https://example.com/a', 'this site'), text(' or '), link('/faq', 'the FAQ'), text('.')),
        { type: 'heading', tag: 'h5', children: [text('Deep')] },
      ),
    )
    expect(markup).toBe(
      '# Title\n\nPlain **bold** and __italic__ and **__both__**.\n\n## Section\n\nSee [this site](https://example.com/a) or [the FAQ](/faq).\n\n### Deep',
    )
  })

  it('writes bullet lists (numbered and nested ones too) as "- " lines', () => {
    const list: LexicalNode = {
      type: 'list',
      listType: 'number',
      children: [
        { type: 'listitem', children: [text('One')] },
        { type: 'listitem', children: [text('Two', 1), { type: 'list', listType: 'bullet', children: [{ type: 'listitem', children: [text('Nested')] }] }] },
      ],
    }
    expect(lexicalToMarkup(doc(p(text('Intro')), list))).toBe('Intro\n\n- One\n- **Two**\n- Nested')
  })

  it('keeps markers outside surrounding spaces and keeps line breaks inside a paragraph', () => {
    expect(lexicalToMarkup(doc(p(text('a'), text(' bold ', 1), text('b'), { type: 'linebreak' }, text('next'))))).toBe('a **bold** b\nnext')
  })

  it('drops unsafe link targets but keeps their text', () => {
    const markup = lexicalToMarkup(
      doc(p(link('javascript:alert(1)', 'click'), text(' '), link('//evil.example/x', 'proto-relative'), text(' '), link('data:text/html,<b>', 'data'))),
    )
    expect(markup).toBe('click proto-relative data')
  })

  it('turns internal links to posts and pages into their paths, and drops others', () => {
    const internal: LexicalNode = { type: 'link', fields: { linkType: 'internal', doc: { relationTo: 'posts', value: { slug: 'my-post' } } }, children: [text('read')] }
    const page: LexicalNode = { type: 'link', fields: { linkType: 'internal', doc: { relationTo: 'pages', value: { slug: 'privacy' } } }, children: [text('privacy')] }
    const user: LexicalNode = { type: 'link', fields: { linkType: 'internal', doc: { relationTo: 'users', value: { id: 1 } } }, children: [text('someone')] }
    expect(lexicalToMarkup(doc(p(internal, text(' '), page, text(' '), user)))).toBe('[read](/blog/post/my-post) [privacy](/privacy) someone')
  })

  it('gives the plain text of the first paragraph with text, for a description', () => {
    const heading: LexicalNode = { type: 'heading', tag: 'h2', children: [text('Heading')] }
    expect(firstParagraph(doc(heading, p(), p(text('First '), text('bold', 1), link('/x', ' link')), p(text('Second'))))).toBe('First bold link')
    expect(firstParagraph(doc(heading))).toBe('')
    expect(firstParagraph(null)).toBe('')
  })

  it('flattens marker characters in text so they cannot open formatting or blocks', () => {
    expect(lexicalToMarkup(doc(p(text('2 ** 3 and __init__ [x](javascript:y)'))))).toBe('2 * 3 and _init_ [x] (javascript:y)')
    expect(lexicalToMarkup(doc(p(text('# not a heading')), p(text('- not a list'))))).toBe('\u200b# not a heading\n\n\u200b- not a list')
  })

  it('skips images, rules and empty paragraphs; survives missing or malformed documents', () => {
    expect(lexicalToMarkup(doc(p(), { type: 'upload', value: 3 }, { type: 'horizontalrule' }, p(text('Kept'))))).toBe('Kept')
    expect(lexicalToMarkup(null)).toBe('')
    expect(lexicalToMarkup({ root: null })).toBe('')
  })
})

describe('isSafeLinkTarget', () => {
  it.each(['https://example.com', 'http://x.org/a?b=c', 'mailto:hi@example.com', '/blog/post/a', '/search?q=x'])('allows %s', (url) => {
    expect(isSafeLinkTarget(url)).toBe(true)
  })
  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil.example', 'vbscript:x', 'https://', 'ftp://x', 'java\tscript:x', ''])(
    'refuses %s',
    (url) => {
      expect(isSafeLinkTarget(url)).toBe(false)
    },
  )
})
