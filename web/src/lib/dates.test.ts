import { describe, expect, it } from 'vitest'
import { addDays, addMonths, formatDay, timeAgo } from './dates'

describe('dates', () => {
  it('formats calendar days in UTC, short and long; an invalid date throws', () => {
    expect(formatDay(new Date('2025-09-03T23:30:00Z'))).toBe('Sep 3, 2025')
    expect(formatDay(new Date('2025-09-03T00:10:00Z'), 'long')).toBe('September 3, 2025')
    expect(formatDay(new Date('2026-05-31T12:00:00Z'))).toBe('May 31, 2026')
    expect(formatDay(new Date('2026-12-01T00:00:00Z'), 'long')).toBe('December 1, 2026')
    expect(() => formatDay(new Date('nope'))).toThrow(RangeError)
  })
  it('says how long ago in the largest unit that fits', () => {
    const now = new Date('2026-01-10T12:00:00Z')
    expect(timeAgo(new Date('2026-01-10T11:15:00Z'), now)).toBe('45 minutes ago')
    expect(timeAgo(new Date('2026-01-10T07:00:00Z'), now)).toBe('5 hours ago')
    expect(timeAgo(new Date('2026-01-09T12:00:00Z'), now)).toBe('1 day ago')
    expect(timeAgo(new Date('2026-01-07T12:00:00Z'), now)).toBe('3 days ago')
    expect(timeAgo(new Date('2025-11-10T12:00:00Z'), now)).toBe('2 months ago')
    expect(timeAgo(new Date('2023-12-10T12:00:00Z'), now)).toBe('2 years ago')
    expect(timeAgo(new Date('2026-01-10T11:00:00Z'), now)).toBe('1 hour ago')
    expect(timeAgo(new Date('2026-01-10T11:59:50Z'), now)).toBe('0 minutes ago')
    expect(timeAgo(new Date('2026-01-12T12:00:00Z'), now)).toBe('in 2 days')
  })
  it('adds calendar days and months, keeping the month end', () => {
    expect(addDays(new Date('2026-01-01T00:00:00Z'), 30).toISOString()).toBe('2026-01-31T00:00:00.000Z')
    expect(addMonths(new Date('2026-01-01T00:00:00Z'), 3).toISOString()).toBe('2026-04-01T00:00:00.000Z')
    expect(addMonths(new Date('2026-01-31T08:00:00Z'), 1).toISOString()).toBe('2026-02-28T08:00:00.000Z')
    expect(addMonths(new Date('2025-11-15T00:00:00Z'), 3).toISOString()).toBe('2026-02-15T00:00:00.000Z')
  })
})
