import { describe, expect, it } from 'vitest'
import { statsRows, statsTotals } from './statsRows'

const now = new Date('2026-11-24T15:00:00Z')

describe('statsRows', () => {
  it('gives every day from going live to today, zero where nothing was counted', () => {
    const rows = statsRows([{ day: '2026-11-22', views: 10, applyClicks: 2 }], { liveFrom: '2026-11-21T09:00:00Z', liveUntil: '2026-12-21T09:00:00Z' }, now)
    expect(rows.map((row) => [row.day, row.views, row.applyClicks])).toEqual([
      ['2026-11-21', 0, 0],
      ['2026-11-22', 10, 2],
      ['2026-11-23', 0, 0],
      ['2026-11-24', 0, 0],
    ])
    expect(rows[1]!.label).toBe('Nov 22, 2026')
    expect(statsTotals(rows)).toEqual({ views: 10, applyClicks: 2 })
  })

  it('stops at the end of the paid period', () => {
    const rows = statsRows([{ day: '2026-11-01', views: 1, applyClicks: 0 }], { liveFrom: '2026-11-01T00:00:00Z', liveUntil: '2026-11-03T12:00:00Z' }, now)
    expect(rows.map((row) => row.day)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03'])
  })

  it('is empty before the post goes live', () => {
    expect(statsRows([], { liveFrom: null, liveUntil: null }, now)).toEqual([])
  })
})
