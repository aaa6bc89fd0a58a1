import { describe, expect, it } from 'vitest'
import { plainExcerpt } from './mapJobRow'

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
