import { describe, expect, it } from 'vitest'
import { parseJobQuery } from '../params'
import type { ResolvedJobQuery } from '../sql'
import { hasOnlyWellEstimatedFilters, testsWords, windowPlan } from './windowRead'

const cap = 1001
const live = 1_000_000

describe('how a bounded text read finds its first matches (windowPlan)', () => {
  it('reads every match when there are too few live jobs for a slice of them to hold the cap', () => {
    expect(windowPlan({ matches: 900_000, live: 300, cap })).toBe('every-match')
    expect(windowPlan({ matches: 10, live: 16_000, cap })).toBe('every-match')
  })

  it('walks a list expected to be dense, for four times the jobs its cap should take', () => {
    // One job in two matches: 1,001 matches in about 2,002 jobs.
    expect(windowPlan({ matches: 500_000, live, cap })).toEqual({ newestAtMost: 8008 })
    expect(windowPlan({ matches: 250_000, live, cap })).toEqual({ newestAtMost: 16_016 })
  })

  it('reads the matches among the newest jobs that should hold twice the cap, at most an eighth of them', () => {
    // One job in twenty: 1,001 matches in about 20,020 jobs.
    expect(windowPlan({ matches: 50_000, live, cap })).toEqual({ newestSlice: 40_040 })
    expect(windowPlan({ matches: 200_000, live, cap })).toEqual({ newestSlice: 10_010 })
    // Expected to be rare (or words the planner thinks independent that go together): an eighth of the jobs.
    expect(windowPlan({ matches: 300, live, cap })).toEqual({ newestSlice: 125_000 })
    expect(windowPlan({ matches: 0, live, cap })).toEqual({ newestSlice: 125_000 })
  })

  it('tests a slice job by job for the words when they match forty times more jobs than the filters leave in it', () => {
    // A relaxed 'site reliability engineer' in one category: 533,000 jobs hold a word, about 7,000 of the slice are in it.
    expect(testsWords({ words: 533_000, filteredInSlice: 7_000 })).toBe(true)
    expect(testsWords({ words: 533_000, filteredInSlice: 14_000 })).toBe(false)
    expect(testsWords({ words: 20_000, filteredInSlice: 3_000 })).toBe(false)
  })

  it('tests job by job only under filters the planner estimates well: columns and the salary figure, not who may apply', () => {
    const query = (qs: string, categoryIds: number[] | null = null): ResolvedJobQuery => ({ ...parseJobQuery(new URLSearchParams(`q=react developer&${qs}`)), categoryIds, locationIds: null, text: null })
    expect(hasOnlyWellEstimatedFilters(query('', [3]))).toBe(true)
    expect(hasOnlyWellEstimatedFilters(query('type=contract&experience=senior'))).toBe(true)
    expect(hasOnlyWellEstimatedFilters(query('salary=100000-150000'))).toBe(true)
    expect(hasOnlyWellEstimatedFilters(query('salary=not-given&timezone=europe'))).toBe(true)
    // No filter at all: nothing narrows the slice.
    expect(hasOnlyWellEstimatedFilters(query(''))).toBe(false)
    expect(hasOnlyWellEstimatedFilters(query('type=contract&country=DE'))).toBe(false)
    expect(hasOnlyWellEstimatedFilters(query('salary=0-50000&tz=-5'))).toBe(false)
  })
})
