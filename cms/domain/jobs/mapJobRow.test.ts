import { describe, expect, it } from 'vitest'
import { highlightHtml, plainExcerpt } from './mapJobRow'
import { HIGHLIGHT_START as S, HIGHLIGHT_STOP as E } from './sql'

describe('plainExcerpt', () => {
  it('keeps block ends as line breaks so headings do not run into sentences', () => {
    expect(plainExcerpt('<p>Be productive.</p><h3>What you will do</h3><ul><li>Deliver  features</li><li>Review &amp; ship</li></ul>')).toBe(
      'Be productive.\nWhat you will do\nDeliver features\nReview & ship',
    )
  })

  it('cuts long text at a word with an ellipsis', () => {
    const excerpt = plainExcerpt(`<p>${'word '.repeat(100)}</p>`, 50)
    expect(excerpt.endsWith('word...')).toBe(true)
    expect(excerpt.length).toBeLessThanOrEqual(53)
  })
})

describe('highlightHtml', () => {
  it('escapes the passage and marks only the matches', () => {
    expect(highlightHtml(`Ship <b>fast</b> with ${S}React${E} &amp; ${S}TypeScript${E}`)).toBe(
      'Ship &lt;b&gt;fast&lt;/b&gt; with <mark>React</mark> &amp; <mark>TypeScript</mark>',
    )
    expect(highlightHtml(`&lt;script&gt;alert(1)&lt;/script&gt; ${S}go${E}`)).toBe('&lt;script&gt;alert(1)&lt;/script&gt; <mark>go</mark>')
  })

  it('is absent when nothing in the description matched', () => {
    expect(highlightHtml('We are a distributed company')).toBeUndefined()
    expect(highlightHtml(null)).toBeUndefined()
  })
})
