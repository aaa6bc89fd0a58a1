import { describe, expect, it } from 'vitest'
import { parseInline, parseMarkup } from './parseMarkup'

describe('parseMarkup', () => {
  it('removes a leading top-level heading and reads headings, paragraphs and lists', () => {
    expect(parseMarkup('# Post title\n\nIntro line\nsecond line\n\n## Section\n\n- one\n- **two**\n\n### Small')).toEqual([
      { type: 'paragraph', lines: [[{ type: 'text', text: 'Intro line' }], [{ type: 'text', text: 'second line' }]] },
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Section' }] },
      { type: 'list', items: [[{ type: 'text', text: 'one' }], [{ type: 'bold', children: [{ type: 'text', text: 'two' }] }]] },
      { type: 'heading', level: 3, children: [{ type: 'text', text: 'Small' }] },
    ])
  })

  it('keeps a top-level heading that is not the first block', () => {
    expect(parseMarkup('Intro\n\n# Later')[1]).toEqual({ type: 'heading', level: 1, children: [{ type: 'text', text: 'Later' }] })
  })

  it('starts a list after a line break inside a paragraph', () => {
    expect(parseMarkup('Bring:\n- a\n- b').map((b) => b.type)).toEqual(['paragraph', 'list'])
  })

  it('treats four or more hashes and "-" without a space as text', () => {
    expect(parseMarkup('#### four\n\n-dash')).toEqual([
      { type: 'paragraph', lines: [[{ type: 'text', text: '#### four' }]] },
      { type: 'paragraph', lines: [[{ type: 'text', text: '-dash' }]] },
    ])
  })

  it('survives empty and missing input', () => {
    expect(parseMarkup('')).toEqual([])
    expect(parseMarkup(null)).toEqual([])
    expect(parseMarkup('\n\n\n')).toEqual([])
  })
})

describe('parseInline', () => {
  it('reads bold, italic, nested and links', () => {
    expect(parseInline('a **b __c__** [d](https://x.example/y?z=1)')).toEqual([
      { type: 'text', text: 'a ' },
      { type: 'bold', children: [{ type: 'text', text: 'b ' }, { type: 'italic', children: [{ type: 'text', text: 'c' }] }] },
      { type: 'text', text: ' ' },
      { type: 'link', href: 'https://x.example/y?z=1', children: [{ type: 'text', text: 'd' }] },
    ])
  })

  it('leaves unbalanced markers as literal text', () => {
    expect(parseInline('2 ** 3 and __init and [open')).toEqual([{ type: 'text', text: '2 ** 3 and __init and [open' }])
    expect(parseInline('****')).toEqual([{ type: 'text', text: '****' }])
  })

  it('drops unsafe link targets and keeps the label as text', () => {
    expect(parseInline('[click](javascript:alert(1))')).toEqual([{ type: 'text', text: '[click](javascript:alert(1))' }])
    expect(parseInline('[click](javascript:alert)')).toEqual([{ type: 'text', text: 'click' }])
    expect(parseInline('[x](data:text/html;base64,PHNjcmlwdD4=)')).toEqual([{ type: 'text', text: 'x' }])
    expect(parseInline('[x](//evil.example)')).toEqual([{ type: 'text', text: 'x' }])
    expect(parseInline('[](https://x.example)')).toEqual([])
  })

  it('bounds nesting depth on hostile input', () => {
    const deep = '**'.repeat(2000) + 'x' + '**'.repeat(2000)
    expect(() => parseInline(deep)).not.toThrow()
  })
})

