import { describe, expect, it } from 'vitest'
import { capitalise, formatPostedDate, postedAgo } from './postedAgo'

describe('postedAgo', () => {
  it('reads as days ago, today within 24 hours, empty for bad dates', () => {
    const now = new Date('2026-01-10T12:00:00Z')
    expect(postedAgo('2026-01-07T12:00:00Z', now)).toMatch(/^Posted \d+ days ago$/)
    expect(postedAgo('2026-01-10T08:00:00Z', now)).toBe('Posted today')
    expect(postedAgo('nope', now)).toBe('')
  })
  it('writes the posted date out in full, in UTC', () => {
    expect(formatPostedDate('2025-09-03T23:30:00Z')).toBe('September 3, 2025')
    expect(formatPostedDate('nope')).toBe('Not specified')
  })
  it('capitalises job types', () => {
    expect(capitalise('full-time')).toBe('Full-Time')
    expect(capitalise('freelance')).toBe('Freelance')
  })
})
