/**
 * Dates as the site shows them, with the browser's own Intl (no date library in the pages' scripts). Calendar
 * dates are read in UTC, so the server's HTML and the browser's hydration agree wherever either runs.
 */
const DAY_FORMATS = {
  short: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
  long: new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
}

/** 'Sep 3, 2025' (short) or 'September 3, 2025' (long); an invalid date throws a RangeError. */
export function formatDay(date: Date, style: keyof typeof DAY_FORMATS = 'short'): string {
  return DAY_FORMATS[style].format(date)
}

const RELATIVE = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' })
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const MONTH = 30 * DAY
const YEAR = 365 * DAY

/** '3 days ago', '2 months ago': the largest unit that fits, rounded (hours under a day, days under 30). */
export function timeAgo(date: Date, now: Date): string {
  const elapsed = now.getTime() - date.getTime()
  const [size, unit]: [number, Intl.RelativeTimeFormatUnit] =
    elapsed < HOUR ? [MINUTE, 'minute'] : elapsed < DAY ? [HOUR, 'hour'] : elapsed < MONTH ? [DAY, 'day'] : elapsed < YEAR ? [MONTH, 'month'] : [YEAR, 'year']
  return RELATIVE.format(-Math.round(elapsed / size), unit)
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
