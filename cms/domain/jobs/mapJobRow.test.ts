import { describe, expect, it } from 'vitest'
import { isFeaturedNow } from '@cms/contract/jobValues'
import { activePlacement, plainExcerpt } from './mapJobRow'

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

describe('paid placement as answered', () => {
  const now = Date.UTC(2026, 10, 24, 9)
  it('counts a placement until its end, and never without an end date', () => {
    expect(activePlacement({ placement: 'pinned', placement_ends_at: new Date(now + 1000).toISOString() }, now)).toBe('pinned')
    expect(activePlacement({ placement: 'pinned', placement_ends_at: new Date(now).toISOString() }, now)).toBeNull()
    expect(activePlacement({ placement: 'featured', placement_ends_at: null }, now)).toBeNull()
    expect(activePlacement({ placement: null, placement_ends_at: new Date(now + 1000) }, now)).toBeNull()
  })

  it('makes a job featured when an editor ticked it or a featured or pinned placement runs, not for standard', () => {
    expect([isFeaturedNow(true, null), isFeaturedNow(false, 'featured'), isFeaturedNow(false, 'pinned')]).toEqual([true, true, true])
    expect([isFeaturedNow(false, 'standard'), isFeaturedNow(false, null)]).toEqual([false, false])
  })
})
