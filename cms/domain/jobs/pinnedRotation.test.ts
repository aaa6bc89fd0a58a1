import { describe, expect, it } from 'vitest'
import { PINNED_PER_PAGE } from '@cms/contract/jobValues'
import { pinnedForPage, PINNED_ROTATION_MS } from './pinnedRotation'

const HOUR_START = Date.UTC(2026, 10, 24, 9, 0, 0)

describe('pinnedForPage', () => {
  it('shows nothing when no pinned job matches, and every one when there are few', () => {
    expect(pinnedForPage([], 1, HOUR_START)).toEqual([])
    expect(pinnedForPage([7], 3, HOUR_START)).toEqual([7])
    expect(new Set(pinnedForPage([7, 9], 1, HOUR_START))).toEqual(new Set([7, 9]))
  })

  it(`shows at most ${PINNED_PER_PAGE} per page, each candidate in turn across the pages`, () => {
    const candidates = [3, 11, 20, 41, 57]
    const pages = [1, 2, 3].map((page) => pinnedForPage(candidates, page, HOUR_START))
    for (const shown of pages) expect(shown).toHaveLength(PINNED_PER_PAGE)
    expect(new Set(pages.flat())).toEqual(new Set(candidates))
    // The turn wraps around: page 3 shows the last one and then the first one again.
    expect(pages[2]![1]).toBe(pages[0]![0])
  })

  it('gives the same pages within a rotation, whatever order the candidates come in', () => {
    const candidates = [3, 11, 20, 41, 57]
    const first = pinnedForPage(candidates, 1, HOUR_START + 1000)
    expect(pinnedForPage([...candidates].reverse(), 1, HOUR_START + PINNED_ROTATION_MS - 1)).toEqual(first)
    expect(pinnedForPage(candidates, 2, HOUR_START + 5 * 60 * 1000)).not.toEqual(expect.arrayContaining(first))
  })

  it('rotates: over a day of rotations every candidate leads page 1 at some point', () => {
    const candidates = [3, 11, 20, 41, 57]
    const leaders = new Set(Array.from({ length: 24 }, (_, hour) => pinnedForPage(candidates, 1, HOUR_START + hour * PINNED_ROTATION_MS)[0]))
    expect(leaders).toEqual(new Set(candidates))
  })
})
