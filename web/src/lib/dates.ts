/**
 * Dates as the site shows them, in English and in UTC, so the server's HTML and the browser's hydration agree
 * wherever either runs. Written out rather than through Intl: creating Intl formatters loads locale data, which
 * cost a phone about 70 ms of blocked main thread on every page load, for two fixed English formats.
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** 'Sep 3, 2025' (short) or 'September 3, 2025' (long); an invalid date throws a RangeError. */
export function formatDay(date: Date, style: 'short' | 'long' = 'short'): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value')
  const month = MONTHS[date.getUTCMonth()]!
  return `${style === 'short' ? month.slice(0, 3) : month} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const MONTH = 30 * DAY
const YEAR = 365 * DAY

/** '3 days ago', '1 hour ago', 'in 2 days': the largest unit that fits, rounded (hours under a day, days under 30). */
export function timeAgo(date: Date, now: Date): string {
  const elapsed = now.getTime() - date.getTime()
  const span = Math.abs(elapsed)
  const [size, unit] = span < HOUR ? [MINUTE, 'minute'] : span < DAY ? [HOUR, 'hour'] : span < MONTH ? [DAY, 'day'] : span < YEAR ? [MONTH, 'month'] : [YEAR, 'year']
  const count = Math.round(span / size)
  const amount = `${count} ${unit}${count === 1 ? '' : 's'}`
  return elapsed >= 0 ? `${amount} ago` : `in ${amount}`
}

/** The same moment `days` calendar days later (UTC). */
export function addDays(date: Date, days: number): Date {
  const next = new Date(date)
  next.setUTCDate(next.getUTCDate() + days)
  return next
}

/** The same day `months` months later, or that month's last day when it is shorter (Jan 31 + 1 = Feb 28), in UTC. */
export function addMonths(date: Date, months: number): Date {
  const next = new Date(date)
  const day = next.getUTCDate()
  next.setUTCDate(1)
  next.setUTCMonth(next.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate()
  next.setUTCDate(Math.min(day, lastDay))
  return next
}
