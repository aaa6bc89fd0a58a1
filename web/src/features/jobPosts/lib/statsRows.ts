import type { JobDayStats } from '@cms/contract/jobPosts'
import { formatDay } from '@web/lib/dates'

export interface StatsRow {
  day: string
  label: string
  views: number
  applyClicks: number
}

const DAY_MS = 24 * 60 * 60 * 1000
const dayKey = (time: number) => new Date(time).toISOString().slice(0, 10)

/**
 * One row per day from the first day counted (or the day the post went live) to the last (or today, or the end
 * of the paid period if sooner), oldest first: days without a view or a click read 0 instead of missing.
 */
export function statsRows(stats: JobDayStats[], period: { liveFrom: string | null; liveUntil: string | null }, now = new Date()): StatsRow[] {
  const counted = new Map(stats.map((day) => [day.day, day]))
  const firstCounted = stats.length ? Date.parse(`${stats[0]!.day}T00:00:00Z`) : NaN
  const liveFrom = period.liveFrom ? Date.parse(`${period.liveFrom.slice(0, 10)}T00:00:00Z`) : NaN
  const start = Math.min(...[firstCounted, liveFrom].filter(Number.isFinite))
  if (!Number.isFinite(start)) return []
  const lastCounted = stats.length ? Date.parse(`${stats.at(-1)!.day}T00:00:00Z`) : start
  const until = period.liveUntil ? Date.parse(period.liveUntil) : Infinity
  const end = Math.max(lastCounted, Math.min(now.getTime(), until))
  const rows: StatsRow[] = []
  for (let time = start; dayKey(time) <= dayKey(end); time += DAY_MS) {
    const day = dayKey(time)
    const found = counted.get(day)
    rows.push({ day, label: formatDay(new Date(time)), views: found?.views ?? 0, applyClicks: found?.applyClicks ?? 0 })
  }
  return rows
}

/** Views and apply clicks over the rows. */
export const statsTotals = (rows: StatsRow[]) => rows.reduce((sum, row) => ({ views: sum.views + row.views, applyClicks: sum.applyClicks + row.applyClicks }), { views: 0, applyClicks: 0 })
